import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContentItem } from '@/shared/content/content';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/cn';
import { usePermissions } from '@/web/lib/permissions';
import { resolverFrom } from '@/web/lib/resolver-from';
import { toast } from '@/web/lib/toast';
import { contentPublishedUrlSchema, useSetPublishedUrl } from '../api/set-published-url';
import { contentLabels } from '../labels';

type PublishedAddressItem = Pick<ContentItem, 'id' | 'status' | 'publishedUrl'>;

/** Where the piece was published: Analytics counts its views from page views of this address. */
export function PublishedAddressField({ item }: { item: PublishedAddressItem }) {
  const id = useId();
  const { canEdit } = usePermissions();
  const setAddress = useSetPublishedUrl();
  const [editing, setEditing] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const closedForm = useRef(false);
  const { publishedUrl } = item;

  // The form's button goes away with the form: focus goes back to Edit/Add rather than to the page.
  useEffect(() => {
    if (editing || !closedForm.current) return;
    closedForm.current = false;
    toggle.current?.focus();
  }, [editing]);

  function closeForm() {
    closedForm.current = true;
    setEditing(false);
  }

  function clear() {
    setAddress.mutate(
      { id: item.id, publishedUrl: null },
      {
        onSuccess: () => toast.success(contentLabels.publishedAtCleared),
        onError: () => toast.error(contentLabels.publishedAtClearFailed),
      },
    );
  }

  return (
    <div className="space-y-1.5 rounded-xl border border-gray-200 p-4" data-testid="published-address">
      {editing ? (
        <AddressForm item={item} idBase={id} setAddress={setAddress} onDone={closeForm} />
      ) : (
        <>
          <p className="text-sm font-medium text-gray-700">{contentLabels.publishedAt}</p>
          {/* A long address takes its own line on a phone; Not set and Add share one. */}
          <div className={cn('flex justify-between gap-3', publishedUrl ? 'flex-col sm:flex-row sm:items-start' : 'items-start')}>
            <div className="min-w-0 flex-1 space-y-1 py-1">
              {publishedUrl ? (
                <a
                  href={publishedUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={publishedUrl}
                  className="line-clamp-2 break-all text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline"
                >
                  {publishedUrl}
                  <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden />
                </a>
              ) : (
                <p className="text-sm text-gray-500">{contentLabels.publishedAtNotSet}</p>
              )}
              {canEdit && !publishedUrl && item.status === 'published' && (
                <p className="text-xs text-gray-500">{contentLabels.publishedAtHint}</p>
              )}
            </div>
            {canEdit && (
              <div className="flex shrink-0 gap-1">
                <Button
                  ref={toggle}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(true)}
                  disabled={setAddress.isPending}
                  aria-label={publishedUrl ? contentLabels.publishedAtEditName : contentLabels.publishedAtAddName}
                >
                  {publishedUrl ? contentLabels.edit : contentLabels.publishedAtAdd}
                </Button>
                {publishedUrl && (
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={clear}
                    disabled={setAddress.isPending}
                    aria-label={contentLabels.publishedAtClearName}
                  >
                    {setAddress.isPending && <Loader2 className="animate-spin" aria-hidden />}
                    {contentLabels.publishedAtClear}
                  </Button>
                )}
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}

interface AddressFormProps {
  item: PublishedAddressItem;
  idBase: string;
  setAddress: ReturnType<typeof useSetPublishedUrl>;
  onDone: () => void;
}

/** The address checked as the server checks it; the server's own refusal is said under the field too. */
function AddressForm({ item, idBase, setAddress, onDone }: AddressFormProps) {
  const inputId = `${idBase}-input`;
  const errorId = `${idBase}-error`;
  // The message stays until the address is typed again.
  const form = useForm({
    resolver: resolverFrom(
      (fields: { publishedUrl: string }) => ({ publishedUrl: fields.publishedUrl.trim() }),
      zodResolver(contentPublishedUrlSchema),
    ),
    defaultValues: { publishedUrl: item.publishedUrl ?? '' },
    reValidateMode: 'onSubmit',
  });
  const error = form.formState.errors.publishedUrl?.message;

  const submit = form.handleSubmit(({ publishedUrl }) => {
    if (setAddress.isPending) return;
    setAddress.mutate(
      { id: item.id, publishedUrl },
      {
        onSuccess: () => {
          toast.success(contentLabels.publishedAtSaved);
          onDone();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 400 && failure.message)
            form.setError('publishedUrl', { message: failure.message });
          else toast.error(contentLabels.publishedAtFailed);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-1.5">
      <Label htmlFor={inputId}>{contentLabels.publishedAt}</Label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="space-y-1.5 sm:flex-1">
          <Input
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="url"
            autoFocus
            {...form.register('publishedUrl', { onChange: () => form.clearErrors() })}
            placeholder={contentLabels.publishedAtPlaceholder}
            onKeyDown={(event) => {
              // Escape leaves the form, not the whole detail dialog.
              if (event.key !== 'Escape') return;
              event.stopPropagation();
              onDone();
            }}
            aria-invalid={error !== undefined || undefined}
            aria-describedby={error ? errorId : undefined}
            className="aria-invalid:border-red-400"
          />
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="outline" aria-disabled={setAddress.isPending} className="flex-1">
            {setAddress.isPending && <Loader2 className="animate-spin" aria-hidden />}
            {contentLabels.publishedAtSave}
          </Button>
          <Button type="button" variant="ghost" onClick={onDone} disabled={setAddress.isPending}>
            {contentLabels.cancel}
          </Button>
        </div>
      </div>
    </form>
  );
}
