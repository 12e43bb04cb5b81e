import type { ComponentProps } from 'react';
import type { StudioVoices } from '@/shared/studio/studio';
import { NativeSelect } from '@/web/components/ui/native-select';

interface VoiceSelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  /** Undefined while they load. */
  voices: StudioVoices | undefined;
  /** The voice chosen now, listed even when the engine no longer offers it. */
  current: string;
}

/** The speech engine's voices; the engine is named under the select (by the caller's hint). */
export function VoiceSelect({ voices, current, ...props }: VoiceSelectProps) {
  const options = voices?.voices ?? [];
  const missing = current !== '' && !options.some((voice) => voice.id === current);
  return (
    <NativeSelect {...props}>
      {current === '' && <option value="">{voices ? 'Choose a voice' : 'Loading voices…'}</option>}
      {missing && <option value={current}>{current}</option>}
      {options.map((voice) => (
        <option key={voice.id} value={voice.id}>
          {voice.label}
        </option>
      ))}
    </NativeSelect>
  );
}
