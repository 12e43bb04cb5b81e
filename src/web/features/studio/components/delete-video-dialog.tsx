import type { StudioVideo } from '@/shared/studio/studio';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteVideo } from '../api/delete-video';

export function DeleteVideoDialog({ video, onClose }: { video: StudioVideo; onClose: () => void }) {
  const remove = useDeleteVideo();
  const reportFailure = useActionFailureToast();
  return (
    <ConfirmDialog
      title={`Delete ${video.title}?`}
      text={video.rendered ? 'Its scenes and the rendered file are removed.' : 'Its scenes are removed.'}
      confirmLabel="Delete"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(video.id, {
          onSuccess: () => {
            toast.success('Video deleted');
            onClose();
          },
          onError: (error) => reportFailure(error, 'Failed to delete the video'),
        })
      }
    />
  );
}
