import { useId } from 'react';
import type { StudioUpload } from '@/shared/studio/studio';
import { type CaptionStyle, captionStyles } from '@/shared/studio/timeline';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { useVoices } from '../api/get-voices';
import type { DraftErrors, EditorDraft } from '../editor-draft';
import { captionLabels } from '../studio-format';
import { FieldError } from './field-error';
import { SoundtrackFields } from './soundtrack-fields';
import { VoiceSelect } from './voice-select';
import { SpeedInput } from './media-fields';

interface VideoSettingsFieldsProps {
  draft: EditorDraft;
  errors: DraftErrors;
  onChange: (next: Partial<EditorDraft>) => void;
  /** The library's audio, for the soundtrack; undefined while it loads. */
  music: readonly StudioUpload[] | undefined;
  /** Opens the media library; absent for those who may not upload. */
  onOpenLibrary: (() => void) | undefined;
}

/** The scene editor's head: the title, the voice and its speed, how the captions look and the music under it all. */
export function VideoSettingsFields({ draft, errors, onChange, music, onOpenLibrary }: VideoSettingsFieldsProps) {
  const id = useId();
  const voices = useVoices();
  const errorProps = (field: string) => ({
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const setCaptions = (captions: CaptionStyle) =>
    onChange({ timeline: { ...draft.timeline, style: { ...draft.timeline.style, captions } } });

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input
          id={`${id}-title`}
          maxLength={200}
          value={draft.title}
          onChange={(event) => onChange({ title: event.target.value })}
          {...errorProps('title')}
        />
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-voice`}>Voice</Label>
        <VoiceSelect
          id={`${id}-voice`}
          voices={voices.data}
          current={draft.voice}
          value={draft.voice}
          onChange={(event) => onChange({ voice: event.target.value })}
          {...errorProps('voice')}
        />
        <FieldError id={`${id}-voice-error`} message={errors.voice} />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-speed`}>Speed</Label>
        <SpeedInput
          id={`${id}-speed`}
          value={Number.isNaN(draft.speed) ? '' : draft.speed}
          onChange={(event) => onChange({ speed: event.target.valueAsNumber })}
          {...errorProps('speed')}
        />
        <FieldError id={`${id}-speed-error`} message={errors.speed} />
      </div>
      <div className="space-y-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-captions`}>Caption style</Label>
        <NativeSelect
          id={`${id}-captions`}
          value={draft.timeline.style.captions}
          onChange={(event) => setCaptions(event.target.value as CaptionStyle)}
        >
          {captionStyles.map((style) => (
            <option key={style} value={style}>
              {captionLabels[style]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <SoundtrackFields
        soundtrack={draft.timeline.soundtrack}
        music={music}
        onChange={(soundtrack) => onChange({ timeline: { ...draft.timeline, soundtrack } })}
        onOpenLibrary={onOpenLibrary}
      />
    </div>
  );
}
