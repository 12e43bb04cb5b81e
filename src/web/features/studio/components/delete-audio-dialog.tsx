import type { StudioAudio } from '@/shared/studio/studio';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useDeleteAudio } from '../api/delete-audio';

export function DeleteAudioDialog({ audio, onClose }: { audio: StudioAudio; onClose: () => void }) {
  const remove = useDeleteAudio();
  const reportFailure = useActionFailureToast();
  return (
    <ConfirmDialog
      title={`Delete ${audio.title}?`}
      text="Its script and files are removed."
      confirmLabel="Delete"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(audio.id, {
          onSuccess: () => {
            toast.success('Audio deleted');
            onClose();
          },
          onError: (error) => reportFailure(error, 'Failed to delete the audio'),
        })
      }
    />
  );
}
