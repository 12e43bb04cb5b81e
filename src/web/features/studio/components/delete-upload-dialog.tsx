import type { StudioUpload } from '@/shared/studio/studio';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteUpload } from '../api/delete-upload';

export function DeleteUploadDialog({ upload, onClose }: { upload: StudioUpload; onClose: () => void }) {
  const remove = useDeleteUpload();
  const reportFailure = useActionFailureToast();
  return (
    <ConfirmDialog
      title={`Delete ${upload.name}?`}
      text="The file is removed from the media library. Scenes that show it fall back to a title card, and a soundtrack of it is left out."
      confirmLabel="Delete"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(upload.id, {
          onSuccess: () => {
            toast.success('File deleted');
            onClose();
          },
          onError: (error) => reportFailure(error, 'Failed to delete the file'),
        })
      }
    />
  );
}
