import { type FormEvent, useId, useState } from 'react';
import { type IntegrationCard, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { ApiError } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useConnectIntegration } from '../api/connect-integration';
import { credentialsComplete } from '../catalogue-view';

/** Why the service or the server refused these details (a rejection or a field to fix): said in the dialog, beside the fields. */
function rejectionOf(error: unknown): string | null {
  return error instanceof ApiError && (error.status === 400 || error.status === 422) && error.message ? error.message : null;
}

/** Connect {name}: the service's credentials, tested by the server before it keeps them. */
export function ConnectDialog({ card, onClose }: { card: IntegrationCard; onClose: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [rejection, setRejection] = useState<string | null>(null);
  const connect = useConnectIntegration();
  const reportFailure = useActionFailureToast({ close: onClose });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!credentialsComplete(card, values)) return;
    setRejection(null);
    const credentials = Object.fromEntries(card.fields.map((field) => [field.name, (values[field.name] ?? '').trim()]));
    connect.mutate(
      { id: card.id, credentials },
      {
        onSuccess: () => {
          toast.success(text.connectedToast(card.name));
          onClose();
        },
        onError: (error) => {
          const reason = rejectionOf(error);
          if (reason) setRejection(reason);
          else reportFailure(error, text.updateFailed);
        },
      },
    );
  }

  return (
    <FormDialog
      title={text.connectTitle(card.name)}
      description={card.description}
      onSubmit={submit}
      onClose={onClose}
      pending={connect.isPending}
      submitDisabled={!credentialsComplete(card, values)}
      submitLabel={text.connect}
      pendingLabel={
        <>
          <Spinner className="size-4 border-2 border-white/40 border-t-white" />
          {text.testing}
        </>
      }
    >
      {card.fields.map((field) => (
        <div key={field.name} className="space-y-1.5">
          <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
          <Input
            id={`${id}-${field.name}`}
            type={field.type}
            value={values[field.name] ?? ''}
            onChange={(event) => {
              setValues((current) => ({ ...current, [field.name]: event.target.value }));
              setRejection(null);
            }}
            placeholder={field.placeholder}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            disabled={connect.isPending}
            aria-describedby={field.hint ? `${id}-${field.name}-hint` : undefined}
          />
          {field.hint && (
            <p id={`${id}-${field.name}-hint`} className="text-xs text-gray-500">
              {field.hint}
            </p>
          )}
        </div>
      ))}
      {rejection && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {rejection}
        </p>
      )}
    </FormDialog>
  );
}
