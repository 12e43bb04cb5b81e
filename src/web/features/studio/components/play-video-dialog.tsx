import type { StudioVideo } from '@/shared/studio/studio';
import { Dialog } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/cn';

/** Plays a rendered video; its captions are burned into the picture. */
export function PlayVideoDialog({ video, fileUrl, onClose }: { video: StudioVideo; fileUrl: string; onClose: () => void }) {
  const upright = video.aspect === '9:16';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={video.title} className={upright ? 'max-w-md' : 'max-w-4xl'}>
      <video
        controls
        autoPlay
        src={fileUrl}
        poster={video.thumbnailUrl ?? undefined}
        className={cn('w-full rounded-lg bg-black', upright ? 'aspect-[9/16]' : 'aspect-video')}
      />
    </Dialog>
  );
}
