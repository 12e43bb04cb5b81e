import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';

/** A video, an audio or an uploaded file, deleted once the user confirms: each says what goes with it. */
export function DeleteStudioItemDialog({
  id,
  name,
  text,
  useDelete,
  deleted,
  failed,
  onClose,
}: {
  id: string;
  name: string;
  /** What else is removed with it. */
  text: string;
  useDelete: () => UseMutationResult<null, Error, string>;
  /** The toasts of a delete done and of one refused. */
  deleted: string;
  failed: string;
  onClose: () => void;
}) {
  const remove = useDelete();
  const reportFailure = useActionFailureToast();
  return (
    <ConfirmDialog
      title={`Delete ${name}?`}
      text={text}
      confirmLabel="Delete"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: () => {
            toast.success(deleted);
            onClose();
          },
          onError: (error) => reportFailure(error, failed),
        })
      }
    />
  );
}
