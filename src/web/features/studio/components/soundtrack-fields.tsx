import { useId } from 'react';
import type { StudioUpload } from '@/shared/studio/studio';
import type { Timeline } from '@/shared/studio/timeline';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { defaultMusicPercent } from '../media-format';
import { MediaLibraryLink } from './media-library-link';

interface SoundtrackFieldsProps {
  soundtrack: Timeline['soundtrack'];
  /** The library's audio; undefined while it loads. */
  music: readonly StudioUpload[] | undefined;
  onChange: (soundtrack: Timeline['soundtrack']) => void;
  /** Opens the media library; absent for those who may not upload. */
  onOpenLibrary: (() => void) | undefined;
}

/** The music bed under the narration: none or an uploaded audio, and how loud it plays (in percent, saved as 0–1). */
export function SoundtrackFields({ soundtrack, music, onChange, onOpenLibrary }: SoundtrackFieldsProps) {
  const id = useId();
  const listed = soundtrack && music?.some((track) => track.id === soundtrack.fileId);
  const percent = soundtrack ? Math.round(soundtrack.volume * 100) : defaultMusicPercent;

  function choose(fileId: string) {
    onChange(fileId ? { fileId, volume: soundtrack?.volume ?? defaultMusicPercent / 100 } : null);
  }

  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-soundtrack`}>Soundtrack</Label>
        <NativeSelect id={`${id}-soundtrack`} value={soundtrack?.fileId ?? ''} onChange={(event) => choose(event.target.value)}>
          <option value="">None</option>
          {music?.map((track) => (
            <option key={track.id} value={track.id}>
              {track.name}
            </option>
          ))}
          {soundtrack && !listed && (
            <option value={soundtrack.fileId}>{music === undefined ? 'Uploaded music' : 'Deleted upload (left out)'}</option>
          )}
        </NativeSelect>
        {onOpenLibrary && <MediaLibraryLink onOpen={onOpenLibrary} />}
      </div>
      {soundtrack && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-volume`}>Music volume</Label>
          <div className="flex h-10 items-center gap-3">
            <input
              id={`${id}-volume`}
              type="range"
              min={0}
              max={100}
              step={1}
              value={percent}
              aria-valuetext={`${percent} %`}
              onChange={(event) => onChange({ ...soundtrack, volume: event.target.valueAsNumber / 100 })}
              className="min-w-0 flex-1 accent-brand-600"
            />
            <output htmlFor={`${id}-volume`} className="w-12 text-right text-sm tabular-nums text-gray-700">
              {percent} %
            </output>
          </div>
        </div>
      )}
    </>
  );
}
