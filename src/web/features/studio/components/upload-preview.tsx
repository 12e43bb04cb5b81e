import { Film, Music } from 'lucide-react';
import type { StudioUpload } from '@/shared/studio/studio';
import { cn } from '@/web/lib/cn';

/** A small square of an upload: the image itself, or an icon for audio and video. Decorative: its name is beside it. */
export function UploadPreview({ upload, className }: { upload: Pick<StudioUpload, 'kind' | 'url'>; className?: string }) {
  const box = cn('flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-gray-100', className);
  if (upload.kind === 'image')
    return (
      <span className={box}>
        <img src={upload.url} alt="" loading="lazy" className="size-full object-cover" />
      </span>
    );
  const Icon = upload.kind === 'audio' ? Music : Film;
  return (
    <span className={box}>
      <Icon className="size-5 text-gray-400" aria-hidden />
    </span>
  );
}
