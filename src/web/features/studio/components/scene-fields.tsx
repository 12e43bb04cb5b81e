import { ArrowDown, ArrowUp, RefreshCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { StudioUpload } from '@/shared/studio/studio';
import { type Scene, type SceneMotion, sceneLimits, sceneMotions, type SceneVisual } from '@/shared/studio/timeline';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Textarea } from '@/web/components/ui/textarea';
import type { DraftErrors } from '../editor-draft';
import { motionLabels } from '../studio-format';
import { FieldError } from './field-error';
import { MediaLibraryLink } from './media-library-link';
import { SceneVisualSelect } from './scene-visual-select';

interface SceneFieldsProps {
  scene: Scene;
  /** From 1, as the scene is shown. */
  number: number;
  count: number;
  /** The visual the scene was saved with: a site image can be switched to something else and back. */
  originalVisual: SceneVisual | undefined;
  /** The library's images; undefined while they load. */
  images: readonly StudioUpload[] | undefined;
  /** Opens the media library; absent for those who may not upload. */
  onOpenLibrary: (() => void) | undefined;
  errors: DraftErrors;
  /** The scene's place in the errors ('timeline.scenes.2'). */
  errorPath: string;
  rewriting: boolean;
  /** A scene not saved yet cannot be rewritten by the server, nor one while another is. */
  canRewrite: boolean;
  onChange: (scene: Scene) => void;
  onMove: (offset: -1 | 1) => void;
  onRewrite: () => void;
  onRemove: () => void;
}

/** One scene of the editor: what the voice says, the words on screen, the picture, its movement and length. */
export function SceneFields({
  scene,
  number,
  count,
  originalVisual,
  images,
  onOpenLibrary,
  errors,
  errorPath,
  rewriting,
  canRewrite,
  onChange,
  onMove,
  onRewrite,
  onRemove,
}: SceneFieldsProps) {
  const id = useId();
  const error = (field: string) => errors[`${errorPath}.${field}`];
  const described = (field: string) => ({
    'aria-invalid': Boolean(error(field)),
    'aria-describedby': error(field) ? `${id}-${field}-error` : undefined,
  });
  const siteImage = scene.visual.kind === 'site-image' ? scene.visual : originalVisual?.kind === 'site-image' ? originalVisual : null;

  return (
    <div className="space-y-3 rounded-xl border border-gray-200 p-4" data-testid="scene-fields">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium text-gray-900">Scene {number}</h3>
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="ghost" aria-label={`Move scene ${number} up`} disabled={number === 1} onClick={() => onMove(-1)}>
            <ArrowUp aria-hidden />
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Move scene ${number} down`} disabled={number === count} onClick={() => onMove(1)}>
            <ArrowDown aria-hidden />
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!canRewrite}
            title={canRewrite || rewriting ? undefined : 'Save the video first to rewrite a new scene'}
            onClick={onRewrite}
          >
            <RefreshCw aria-hidden className={rewriting ? 'animate-spin' : undefined} />
            {rewriting ? 'Rewriting…' : 'Regenerate'}
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Delete scene ${number}`} disabled={count === 1} onClick={onRemove}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-narration`}>Narration</Label>
        <Textarea
          id={`${id}-narration`}
          rows={3}
          maxLength={sceneLimits.narration}
          value={scene.narration}
          onChange={(event) => onChange({ ...scene, narration: event.target.value })}
          {...described('narration')}
        />
        <FieldError id={`${id}-narration-error`} message={error('narration')} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-1.5 sm:col-span-2">
          <Label htmlFor={`${id}-text`}>On-screen text</Label>
          <Input
            id={`${id}-text`}
            maxLength={sceneLimits.text}
            value={scene.text}
            onChange={(event) => onChange({ ...scene, text: event.target.value })}
            {...described('text')}
          />
          <FieldError id={`${id}-text-error`} message={error('text')} />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-motion`}>Motion</Label>
          <NativeSelect
            id={`${id}-motion`}
            value={scene.motion}
            onChange={(event) => onChange({ ...scene, motion: event.target.value as SceneMotion })}
          >
            {sceneMotions.map((motion) => (
              <option key={motion} value={motion}>
                {motionLabels[motion]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-length`}>Length (seconds)</Label>
          <Input
            id={`${id}-length`}
            type="number"
            inputMode="decimal"
            min={sceneLimits.minSeconds}
            max={sceneLimits.maxSeconds}
            step={1}
            value={Number.isNaN(scene.length) ? '' : scene.length}
            onChange={(event) => onChange({ ...scene, length: event.target.valueAsNumber })}
            {...described('length')}
          />
          <FieldError id={`${id}-length-error`} message={error('length')} />
        </div>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-visual`}>Visual</Label>
        <SceneVisualSelect
          id={`${id}-visual`}
          visual={scene.visual}
          siteImage={siteImage}
          images={images}
          onChange={(visual) => onChange({ ...scene, visual })}
        />
        {onOpenLibrary && <MediaLibraryLink onOpen={onOpenLibrary} />}
      </div>
    </div>
  );
}
