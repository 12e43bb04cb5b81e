import { zodResolver } from '@hookform/resolvers/zod';
import { Ban } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type Suppression, suppressionInputSchema } from '@/shared/outreach/campaigns';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useAddSuppression, useRemoveSuppression, useSuppressions } from '../api/suppressions';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { formatDate } from '@/shared/date-format';

/** Why an entry is on the list, as the server records it. */
const reasonLabels: Record<string, string> = { manual: 'Added by hand', unsubscribed: 'Unsubscribed', bounced: 'Bounced' };

/**
 * The suppression list: addresses and whole domains outreach never writes to, added by hand, by an
 * unsubscribe or by a bounce. Email Marketing's unsubscribes and bounces are refused too, and an
 * outreach unsubscribe leaves the workspace's mailing lists (campaigns/suppressions.ts).
 */
export function SuppressionsDialog({ canEdit, onClose }: { canEdit: boolean; onClose: () => void }) {
  const suppressions = useSuppressions();
  const remove = useRemoveSuppression();
  const reportFailure = useActionFailureToast();

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Suppression list"
      description="Outreach never writes to these addresses and domains, nor to anyone who unsubscribed, bounced or complained in Email Marketing. A prospect who unsubscribes from outreach leaves your mailing lists too."
      className="sm:max-w-2xl"
    >
      <div className="space-y-4 text-sm">
        {canEdit && <AddSuppressionForm />}
        {suppressions.data === undefined ? (
          <ListPending what="suppression list" failed={suppressions.isError} onRetry={() => void suppressions.refetch()} />
        ) : suppressions.data.length === 0 ? (
          <EmptyState icon={Ban} title="No suppressed addresses or domains">
            An address lands here when its prospect unsubscribes or it bounces; add any address or domain outreach must never write to.
          </EmptyState>
        ) : (
          <ul className="max-h-96 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200" aria-label="Suppressed">
            {suppressions.data.map((suppression) => (
              <li key={suppression.id} className="flex items-center justify-between gap-3 px-3 py-2" data-testid="suppression-row">
                <div className="min-w-0">
                  <p className="truncate font-medium text-gray-900">{suppression.value}</p>
                  <p className="text-xs text-gray-500">{describe(suppression)}</p>
                </div>
                {canEdit && (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Remove ${suppression.value}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(suppression.id, {
                        onSuccess: () => toast.success(`${suppression.value} may be contacted again`),
                        onError: (error) => reportFailure(error, 'Failed to remove it from the list'),
                      })
                    }
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

function describe(suppression: Suppression): string {
  const kind = suppression.value.includes('@') ? 'Address' : 'Whole domain';
  const reason = reasonLabels[suppression.reason] ?? suppression.reason;
  return `${kind} · ${reason} · ${formatDate(suppression.createdAt, 'date')}`;
}

function AddSuppressionForm() {
  const id = useId();
  const add = useAddSuppression();
  const reportFailure = useActionFailureToast();
  const form = useForm<z.input<typeof suppressionInputSchema>, unknown, z.output<typeof suppressionInputSchema>>({
    resolver: zodResolver(suppressionInputSchema),
    defaultValues: { value: '' },
  });
  const submit = form.handleSubmit(
    ({ value }) =>
      add.mutate(value, {
        onSuccess: (added) => {
          toast.success(`${added.value} will not be contacted`);
          form.reset();
        },
        onError: (error) => reportFailure(error, 'Failed to add it to the list'),
      }),
    (errors) => toast.error(firstFormError(errors) ?? 'Enter an address or a domain'),
  );
  return (
    <form onSubmit={submit} noValidate className="flex items-end gap-2">
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor={`${id}-value`}>Address or domain</Label>
        <Input
          id={`${id}-value`}
          placeholder="name@example.com or example.com"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          disabled={add.isPending}
          {...form.register('value')}
        />
      </div>
      <Button type="submit" disabled={add.isPending}>
        Add
      </Button>
    </form>
  );
}
