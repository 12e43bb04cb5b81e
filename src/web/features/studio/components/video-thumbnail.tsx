import { Play, Video } from 'lucide-react';
import type { StudioVideo } from '@/shared/studio/studio';
import { cn } from '@/web/lib/cn';

/** The frame's shape: upright videos show upright, in a box of one height so the cards line up. */
const frameClasses = { '9:16': 'aspect-[9/16] h-full', '16:9': 'aspect-video w-full' } as const;

/** The video's thumbnail, or a placeholder of its shape; a rendered video plays when it is clicked. */
export function VideoThumbnail({ video, onPlay }: { video: StudioVideo; onPlay: () => void }) {
  const picture = video.thumbnailUrl ? (
    <img src={video.thumbnailUrl} alt="" className={cn('object-cover', frameClasses[video.aspect])} />
  ) : (
    <span className={cn('flex items-center justify-center bg-gray-200 text-gray-400', frameClasses[video.aspect])}>
      <Video className="size-8" aria-hidden />
    </span>
  );
  const box = 'relative flex h-48 w-full items-center justify-center overflow-hidden bg-gray-100';
  if (!video.rendered || !video.fileUrl)
    return (
      <div className={box} data-aspect={video.aspect}>
        {picture}
      </div>
    );
  return (
    <button
      type="button"
      className={cn(box, 'group focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset')}
      onClick={onPlay}
    >
      {picture}
      <span className="absolute flex size-12 items-center justify-center rounded-full bg-gray-950/60 text-white transition group-hover:bg-gray-950/80">
        <Play className="size-6" aria-hidden />
      </span>
      <span className="sr-only">Play {video.title}</span>
    </button>
  );
}
