import { ImagePlus, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { type SocialAccount, type SocialMediaView, socialMediaMessages, socialNetworkLabels } from '@/shared/social/social';
import { Button } from '@/web/components/ui/button';
import { ApiError } from '@/web/lib/api-client';
import { isPlanRefusal } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { useUploadMedia } from '../api/upload-media';
import { useUploadVideo } from '../api/upload-video';
import { accountName } from '../post-format';
import { acceptedMedia, mediaWarnings, type PostMediaItem, screenFiles, uploadFailedTitle, uploadedMedia } from '../post-media';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { ImageRow, type PendingUpload, UploadRow, VideoRow } from './post-media-rows';

/** Most files a post takes (the server's own limit; each network may take fewer). */
const maxItems = 10;

interface PostMediaSectionProps {
  media: readonly PostMediaItem[];
  /** The chosen accounts, whose networks' rules the files are checked against. */
  accounts: readonly SocialAccount[];
  /** Takes an update rather than a value: uploads finish after the form has moved on. */
  onChange: (update: (media: PostMediaItem[]) => PostMediaItem[]) => void;
  disabled: boolean;
  /** Closes the dialog for the upgrade prompt when storage is full. */
  onClose: () => void;
}

/**
 * Images and the video of the post: uploaded one by one in the order chosen, each image with its alt text,
 * checked against each chosen account's network. A video shows how much of it has gone, and removing it
 * (or closing the dialog) stops its upload.
 */
export function PostMediaSection({ media, accounts, onChange, disabled, onClose }: PostMediaSectionProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploadImage = useUploadMedia();
  const uploadVideo = useUploadVideo();
  const reportFailure = useActionFailureToast({ close: onClose, reasonBelow: true });
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const videoUploads = useRef(new Map<string, AbortController>());
  const nextKey = useRef(0);
  const warnings = mediaWarnings(accounts, media);
  const room = maxItems - media.length - pending.length;
  const imageCount = media.filter((item) => item.kind === 'image').length;

  // Closing the dialog stops the videos still on their way: nobody will save them into a post.
  useEffect(() => {
    const uploads = videoUploads.current;
    return () => uploads.forEach((upload) => upload.abort());
  }, []);

  const forget = (key: string) => setPending((current) => current.filter((item) => item.key !== key));

  function cancel(key: string) {
    videoUploads.current.get(key)?.abort();
    forget(key);
  }

  async function add(files: File[]) {
    if (files.length > room) toast.error(socialMediaMessages.tooManyImages);
    const hasVideo = media.some((item) => item.kind === 'video') || pending.some((item) => item.kind === 'video');
    const { uploads, refusals } = screenFiles(files.slice(0, Math.max(0, room)), hasVideo);
    for (const refusal of refusals) toast.error(refusal.title, { description: refusal.description });
    const queued = uploads.map(({ file, kind }) => ({
      file,
      upload: { key: `upload-${nextKey.current++}`, name: file.name, kind, progress: kind === 'video' ? 0 : null },
    }));
    for (const { upload } of queued) if (upload.kind === 'video') videoUploads.current.set(upload.key, new AbortController());
    setPending((current) => [...current, ...queued.map(({ upload }) => upload)]);
    // One at a time, so the files stay in the order they were chosen.
    for (const { file, upload } of queued) await send(file, upload);
  }

  async function send(file: File, { key, kind }: PendingUpload) {
    const signal = videoUploads.current.get(key)?.signal;
    try {
      if (signal?.aborted) return;
      let uploaded: SocialMediaView;
      if (signal) {
        const onProgress = (progress: number) =>
          setPending((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)));
        uploaded = await uploadVideo.mutateAsync({ file, signal, onProgress });
      } else uploaded = await uploadImage.mutateAsync(file);
      // Removed while its last bytes went: the author no longer wants it.
      if (!signal?.aborted) onChange((current) => [...current, uploadedMedia(uploaded)]);
    } catch (error) {
      // Stopped on purpose: nothing failed.
      if (signal?.aborted) return;
      // Named, since several files may have been chosen at once.
      if (isPlanRefusal(error) || !(error instanceof ApiError) || !error.message) reportFailure(error, uploadFailedTitle(kind));
      else toast.error(uploadFailedTitle(kind), { description: `${file.name}: ${error.message}` });
    } finally {
      videoUploads.current.delete(key);
      forget(key);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="text-sm font-medium text-gray-700">
          Images and video
        </h3>
        {imageCount > 0 && (
          <span className="text-xs text-gray-500">
            {imageCount} of {maxItems} images
          </span>
        )}
      </div>
      {(media.length > 0 || pending.length > 0) && (
        <ul className="space-y-2">
          {media.map((item, index) =>
            item.kind === 'video' ? (
              <VideoRow key={item.id} video={item} index={index} disabled={disabled} onChange={onChange} />
            ) : (
              <ImageRow key={item.id} image={item} index={index} disabled={disabled} onChange={onChange} />
            ),
          )}
          {pending.map((upload) => (
            <UploadRow key={upload.key} upload={upload} onCancel={() => cancel(upload.key)} />
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {warnings.length > 0 && (
          <ul
            className="space-y-2 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900"
            data-testid="media-warnings"
          >
            {warnings.map(({ account, message }) => (
              <li key={account.id} className="flex gap-2">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-yellow-600" />
                <span className="min-w-0">
                  <span className="block font-medium">
                    {socialNetworkLabels[account.network]} {accountName(account)}
                  </span>
                  {message}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" disabled={disabled || room <= 0} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden />
          Add images or a video
        </Button>
        <span className="text-xs text-gray-500">
          Images: JPEG, PNG, GIF or WebP, up to 16 MB each; each network takes its own number and size. YouTube takes one video instead: MP4
          or MOV, up to 256 MB.
        </span>
        <input
          ref={input}
          type="file"
          accept={acceptedMedia}
          multiple
          hidden
          aria-label="Add images or a video"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared, so the same file can be chosen again after it was removed.
            event.target.value = '';
            if (files.length > 0) void add(files);
          }}
        />
      </div>
    </section>
  );
}
