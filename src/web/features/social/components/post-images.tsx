import { ImagePlus, TriangleAlert, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { type SocialAccount, socialMediaMessages, socialNetworkLabels } from '@/shared/social';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { ApiError } from '@/web/lib/api-client';
import { isPlanRefusal } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { useUploadMedia } from '../api/upload-media';
import { accountName } from '../post-format';
import { fileProblem, imageName, imageWarnings, type PostImage, uploadedImage } from '../post-images';
import { useFailureToast } from '../use-failure-toast';

/** Most images a post takes (the server's own limit; each network may take fewer). */
const maxImages = 10;
const accepted = 'image/jpeg,image/png,image/gif,image/webp';

interface PostImagesProps {
  images: readonly PostImage[];
  /** The chosen accounts, whose networks' rules the images are checked against. */
  accounts: readonly SocialAccount[];
  /** Takes an update rather than a value: uploads finish after the form has moved on. */
  onChange: (update: (images: PostImage[]) => PostImage[]) => void;
  disabled: boolean;
  /** Closes the dialog for the upgrade prompt when storage is full. */
  onClose: () => void;
}

/** Images of the post: uploaded one by one in the order chosen, each with its alt text, checked against each chosen account's network. */
export function PostImages({ images, accounts, onChange, disabled, onClose }: PostImagesProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadMedia();
  const reportFailure = useFailureToast(onClose);
  const [uploading, setUploading] = useState<string[]>([]);
  const warnings = imageWarnings(accounts, images);
  const room = maxImages - images.length - uploading.length;

  async function add(files: File[]) {
    if (files.length > room) toast.error(socialMediaMessages.tooManyImages);
    const taken = files.slice(0, Math.max(0, room));
    setUploading((current) => [...current, ...taken.map((file) => file.name)]);
    // One at a time, so the images stay in the order they were chosen.
    for (const file of taken) {
      const problem = fileProblem(file);
      try {
        if (problem) toast.error(socialMediaMessages.uploadFailed, { description: `${file.name}: ${problem}` });
        else {
          const media = await upload.mutateAsync(file);
          onChange((current) => [...current, uploadedImage(media)]);
        }
      } catch (error) {
        // Named, since several files may have been chosen at once.
        if (isPlanRefusal(error) || !(error instanceof ApiError) || !error.message) reportFailure(error, socialMediaMessages.uploadFailed);
        else toast.error(socialMediaMessages.uploadFailed, { description: `${file.name}: ${error.message}` });
      } finally {
        setUploading((current) => current.slice(1));
      }
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h3 id={`${id}-heading`} className="text-sm font-medium text-gray-700">
          Images
        </h3>
        {images.length > 0 && (
          <span className="text-xs text-gray-500">
            {images.length} of {maxImages}
          </span>
        )}
      </div>
      {(images.length > 0 || uploading.length > 0) && (
        <ul className="space-y-2">
          {images.map((image, index) => (
            <ImageRow key={image.id} image={image} index={index} disabled={disabled} onChange={onChange} />
          ))}
          {uploading.map((name, index) => (
            <li key={`${name}-${index}`} className="flex items-center gap-3 rounded-lg border border-dashed border-gray-300 p-2 text-sm text-gray-600">
              <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-gray-50">
                <Spinner className="size-5 border-2" />
              </span>
              <span className="min-w-0 truncate">Uploading {name}…</span>
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite">
        {warnings.length > 0 && (
          <ul className="space-y-2 rounded-lg border border-yellow-200 bg-yellow-50 p-3 text-sm text-yellow-900" data-testid="image-warnings">
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
          Add images
        </Button>
        <span className="text-xs text-gray-500">JPEG, PNG, GIF or WebP, up to 16 MB each; each network takes its own number and size.</span>
        <input
          ref={input}
          type="file"
          accept={accepted}
          multiple
          hidden
          aria-label="Add images"
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

function ImageRow({ image, index, disabled, onChange }: { image: PostImage; index: number; disabled: boolean; onChange: PostImagesProps['onChange'] }) {
  const id = useId();
  const name = imageName(image, index);
  const update = (patch: Partial<PostImage> | null) =>
    onChange((current) => (patch === null ? current.filter((item) => item.id !== image.id) : current.map((item) => (item.id === image.id ? { ...item, ...patch } : item))));
  return (
    <li className="flex items-start gap-3 rounded-lg border border-gray-200 p-2">
      <img src={image.url} alt="" className="size-16 shrink-0 rounded-md bg-gray-100 object-cover" />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-alt`} className="min-w-0 flex-1 truncate text-xs font-medium text-gray-600">
            Alt text for {name}
          </label>
          <Button type="button" variant="ghost" size="icon" className="size-7 shrink-0" disabled={disabled} aria-label={`Remove ${name}`} onClick={() => update(null)}>
            <X aria-hidden />
          </Button>
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
