import { Film, X } from 'lucide-react';
import { useId } from 'react';
import type { SocialMediaKind } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { fileSize, mediaName, type PostMediaItem, videoDuration } from '../post-media';

/** A file on its way; a video's `progress` is the percent sent (null: the browser cannot tell, as for an image). */
export interface PendingUpload {
  key: string;
  name: string;
  kind: SocialMediaKind;
  progress: number | null;
}

interface RowProps {
  index: number;
  disabled: boolean;
  onChange: (update: (media: PostMediaItem[]) => PostMediaItem[]) => void;
}

function itemUpdate(item: PostMediaItem, onChange: RowProps['onChange']) {
  return (patch: Partial<PostMediaItem> | null) =>
    onChange((current) =>
      patch === null
        ? current.filter((other) => other.id !== item.id)
        : current.map((other) => (other.id === item.id ? { ...other, ...patch } : other)),
    );
}

function RemoveButton({ name, disabled, onClick }: { name: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="size-7 shrink-0"
      disabled={disabled}
      aria-label={`Remove ${name}`}
      onClick={onClick}
    >
      <X aria-hidden />
    </Button>
  );
}

export function ImageRow({ image, index, disabled, onChange }: RowProps & { image: PostMediaItem }) {
  const id = useId();
  const name = mediaName(image, index);
  const update = itemUpdate(image, onChange);
  return (
    <li className="flex items-start gap-3 rounded-lg border border-gray-200 p-2">
      <img src={image.url} alt="" className="size-16 shrink-0 rounded-md bg-gray-100 object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-alt`} className="min-w-0 flex-1 truncate text-xs font-medium text-gray-600">
            Alt text for {name}
          </label>
          <RemoveButton name={name} disabled={disabled} onClick={() => update(null)} />
        </div>
        <Textarea
          id={`${id}-alt`}
          rows={2}
          maxLength={1500}
          value={image.altText}
          disabled={disabled}
          placeholder="Describe the image for people who cannot see it"
          onChange={(event) => update({ altText: event.target.value })}
        />
      </div>
    </li>
  );
}

/** A video with no alt text field: YouTube takes none. Its size and length when this dialog uploaded it. */
export function VideoRow({ video, index, disabled, onChange }: RowProps & { video: PostMediaItem }) {
  const name = mediaName(video, index);
  const update = itemUpdate(video, onChange);
  const facts = [
    video.size === null ? null : fileSize(video.size),
    video.durationMs === null ? null : videoDuration(video.durationMs),
  ].filter((fact) => fact !== null);
  return (
    <li className="flex items-start gap-3 rounded-lg border border-gray-200 p-2" data-testid="post-video">
      <video
        src={video.url}
        controls
        preload="metadata"
        muted
        aria-label={name}
        className="aspect-video w-36 shrink-0 rounded-md bg-black"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-800">{name}</span>
          <RemoveButton name={name} disabled={disabled} onClick={() => update(null)} />
        </div>
        {facts.length > 0 && <p className="text-xs text-gray-500 tabular-nums">{facts.join(' · ')}</p>}
      </div>
    </li>
  );
}

/** An upload on its way: a video's with how much has gone and a way to stop it. */
export function UploadRow({ upload, onCancel }: { upload: PendingUpload; onCancel: () => void }) {
  const id = useId();
  const text = `Uploading ${upload.name}…${upload.progress === null ? '' : ` ${upload.progress}%`}`;
  return (
    <li className="flex items-center gap-3 rounded-lg border border-dashed border-gray-300 p-2 text-sm text-gray-600">
      <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-gray-50">
        {upload.kind === 'video' ? <Film aria-hidden className="size-6 text-gray-400" /> : <Spinner className="size-5 border-2" />}
      </span>
      <span className="min-w-0 flex-1 space-y-1.5">
        <span id={`${id}-text`} className="block truncate tabular-nums">
          {text}
        </span>
        {upload.kind === 'video' && (
          <span
            role="progressbar"
            aria-labelledby={`${id}-text`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.progress ?? undefined}
            className="block h-1.5 overflow-hidden rounded-full bg-gray-100"
          >
            <span className="block h-full rounded-full bg-brand-600 transition-all" style={{ width: `${upload.progress ?? 0}%` }} />
          </span>
        )}
      </span>
      {upload.kind === 'video' && <RemoveButton name={upload.name} onClick={onCancel} />}
    </li>
  );
}
