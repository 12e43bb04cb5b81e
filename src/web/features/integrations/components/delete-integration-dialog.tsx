import { type IntegrationCard, integrationsMessages as text } from '@/shared/integrations/catalogue';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteIntegration } from '../api/delete-integration';

/** Asks 'Are you sure you want to delete the {name} integration?' (spec §5), then deletes it. */
export function DeleteIntegrationDialog({ card, onClose }: { card: IntegrationCard; onClose: () => void }) {
  const remove = useDeleteIntegration();
  const reportFailure = useActionFailureToast({ close: onClose });
  return (
    <ConfirmDialog
      title={text.deleteTitle}
      text={text.deleteConfirm(card.name)}
      confirmLabel={text.delete}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        // Awaited rather than a mutate callback: the card, and this dialog with it, leaves the grid on success.
        remove.mutateAsync(card.id).then(
          () => toast.success(text.deletedToast(card.name)),
          (error: unknown) => {
            onClose();
            reportFailure(error, text.updateFailed);
          },
        )
      }
    />
  );
}
