import { type FormEvent, useState } from 'react';
import { type ApiKeyScope, apiKeyMessages as text, apiKeyScopes, type CreatedApiKey } from '@/shared/integrations/api-keys';
import { Button } from '@/web/components/ui/button';
import { CopyButton } from '@/web/components/ui/copy-button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { failureMessage } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { createApiKeySchema, useCreateApiKey } from '../../api/create-api-key';

const scopeTexts: Record<ApiKeyScope, { label: string; hint: string }> = {
  read: { label: text.readScope, hint: text.readScopeHint },
  write: { label: text.writeScope, hint: text.writeScopeHint },
};

/** Names a new key and its access, then shows the key once, with its Copy button. */
export function CreateApiKeyDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [error, setError] = useState('');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name, scopes });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? text.createFailed);
    setError('');
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        setCreated(key);
        toast.success(text.created);
      },
      onError: (failure) => setError(failureMessage(failure, text.createFailed)),
    });
  }

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...new Set([...current, scope])] : current.filter((one) => one !== scope)));

  if (created) {
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title={created.name} description={text.shownOnce}>
        <div className="mt-4 flex items-start gap-2">
          <code
            className="min-w-0 flex-1 rounded-lg bg-gray-50 px-2 py-1.5 font-mono text-xs break-all text-gray-800"
            data-testid="new-api-key"
          >
            {created.key}
          </code>
          <CopyButton text={created.key} label={text.copy} />
        </div>
        <div className="mt-6 flex justify-end">
          <Button onClick={onClose}>{text.done}</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!create.isPending}
      title={text.create}
      description={text.description}
    >
      <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
        <div className="space-y-1.5">
          <Label htmlFor="api-key-name">{text.nameLabel}</Label>
          <Input
            id="api-key-name"
            value={name}
            maxLength={100}
            placeholder={text.namePlaceholder}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-900">{text.scopesLabel}</legend>
          {apiKeyScopes.map((scope) => (
            <label key={scope} className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />
              <span>
                <span className="font-medium text-gray-900">{scopeTexts[scope].label}</span>
                <span className="block text-gray-600">{scopeTexts[scope].hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={create.isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
            {text.create}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
