import { Images } from 'lucide-react';
import { useState } from 'react';
import type { StudioUpload } from '@/shared/studio/studio';
import { EmptyState } from '@/web/components/empty-state';
import { ListPending } from '@/web/components/list-pending';
import { Dialog } from '@/web/components/ui/dialog';
import { isPlanRefusal } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useUploads } from '../api/get-uploads';
import { useUploadMedia } from '../api/upload-media';
import { uploadProblem } from '../media-format';
import { useDeleteUpload } from '../api/delete-upload';
import { DeleteStudioItemDialog } from './delete-studio-item-dialog';
import { PendingUploads, type QueuedFile } from './pending-uploads';
import { UploadDropZone } from './upload-drop-zone';
import { UploadItem } from './upload-item';

/**
 * Upload Content: the workspace's media library. Files chosen together go one after another, each
 * listed as waiting or uploading until it joins the library.
 */
export function MediaLibraryDialog({ onClose }: { onClose: () => void }) {
  const uploads = useUploads();
  const upload = useUploadMedia();
  const reportFailure = useActionFailureToast({ close: onClose });
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [deleting, setDeleting] = useState<StudioUpload | null>(null);
  const busy = queue.length > 0;

  async function send(files: File[]) {
    const accepted = files.filter((file) => {
      const problem = uploadProblem(file);
      if (problem) toast.error(`${file.name}: ${problem}`);
      return !problem;
    });
    const queued = accepted.map((file) => ({ key: crypto.randomUUID(), file, uploading: false }));
    setQueue(queued);
    for (const [index, item] of queued.entries()) {
      setQueue(queued.slice(index).map((each) => (each === item ? { ...each, uploading: true } : each)));
      try {
        await upload.mutateAsync(item.file);
      } catch (error) {
        reportFailure(error, `Failed to upload ${item.file.name}`);
        // A full storage or a plan's limit refuses the rest the same way.
        if (isPlanRefusal(error)) break;
      }
    }
    setQueue([]);
  }

  // The confirmation takes the library's place while it asks, as one dialog at a time keeps focus in it.
  if (deleting)
    return (
      <DeleteStudioItemDialog
        id={deleting.id}
        name={deleting.name}
        text="The file is removed from the media library. Scenes that show it fall back to a title card, and a soundtrack of it is left out."
        useDelete={useDeleteUpload}
        deleted="File deleted"
        failed="Failed to delete the file"
        onClose={() => setDeleting(null)}
      />
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!busy}
      title="Media Library"
      description="Images to show in scenes, music to play under the narration, and clips."
      className="max-w-2xl"
    >
      <div className="space-y-4">
        <UploadDropZone disabled={busy} onFiles={(files) => void send(files)} />
        <PendingUploads queue={queue} />
        {uploads.data === undefined ? (
          <ListPending what="uploads" failed={uploads.isError} onRetry={() => void uploads.refetch()} />
        ) : uploads.data.length === 0 ? (
          !busy && (
            <EmptyState icon={Images} title="No uploads yet">
              Upload images for your scenes, music for a soundtrack, or clips.
            </EmptyState>
          )
        ) : (
          <ul aria-label="Uploads" className="max-h-96 divide-y divide-gray-100 overflow-y-auto">
            {uploads.data.map((each) => (
              <UploadItem key={each.id} upload={each} disabled={busy} onDelete={() => setDeleting(each)} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
