import { ListPending } from '@/web/components/list-pending';
import { Dialog } from '@/web/components/ui/dialog';
import { useVideo } from '../api/get-video';
import { SceneEditor } from './scene-editor';

/** The scene editor of one video, once its scenes have loaded. */
export function SceneEditorDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const video = useVideo(videoId);
  if (!video.data)
    return (
      <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit video">
        <ListPending what="scenes" failed={video.isError} onRetry={() => void video.refetch()} />
      </Dialog>
    );
  return <SceneEditor video={video.data} onClose={onClose} />;
}
