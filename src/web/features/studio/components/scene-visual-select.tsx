import type { StudioUpload } from '@/shared/studio/studio';
import type { SceneVisual } from '@/shared/studio/timeline';
import { NativeSelect } from '@/web/components/ui/native-select';
import { visualLabel } from '../studio-format';
import { UploadPreview } from './upload-preview';

interface SceneVisualSelectProps {
  id: string;
  visual: SceneVisual;
  /** The site image the scene was saved with: it can be switched to something else and back. */
  siteImage: Extract<SceneVisual, { kind: 'site-image' }> | null;
  /** The library's images; undefined while they load. */
  images: readonly StudioUpload[] | undefined;
  onChange: (visual: SceneVisual) => void;
}

const uploadValue = (fileId: string) => `upload:${fileId}`;

/** A scene's picture: a title card, the site image it was written with, or one of the uploaded images. */
export function SceneVisualSelect({ id, visual, siteImage, images, onChange }: SceneVisualSelectProps) {
  const chosen = visual.kind === 'upload' ? images?.find((image) => image.id === visual.fileId) : undefined;
  // An upload deleted since (or not listed yet) stays selectable as it is: the render draws a title card for a missing one.
  const unlisted = visual.kind === 'upload' && !chosen ? visual : null;
  const value = visual.kind === 'upload' ? uploadValue(visual.fileId) : visual.kind === 'site-image' ? 'site-image' : 'title-card';

  function choose(next: string) {
    if (next === 'site-image' && siteImage) return onChange(siteImage);
    const image = images?.find((each) => uploadValue(each.id) === next);
    if (image) return onChange({ kind: 'upload', fileId: image.id });
    if (unlisted && next === uploadValue(unlisted.fileId)) return onChange(unlisted);
    onChange({ kind: 'title-card' });
  }

  return (
    <div className="flex items-center gap-2">
      <div className="min-w-0 flex-1">
        <NativeSelect id={id} value={value} onChange={(event) => choose(event.target.value)}>
          <option value="title-card">Title card</option>
          {siteImage && <option value="site-image">{visualLabel(siteImage)}</option>}
          {images?.map((image) => (
            <option key={image.id} value={uploadValue(image.id)}>
              {image.name}
            </option>
          ))}
          {unlisted && (
            <option value={uploadValue(unlisted.fileId)}>
              {images === undefined ? 'Uploaded image' : 'Deleted upload (shown as a title card)'}
            </option>
          )}
        </NativeSelect>
      </div>
      {chosen && <UploadPreview upload={chosen} className="size-10" />}
    </div>
  );
}
