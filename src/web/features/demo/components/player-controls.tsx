import { Pause, Play, Volume2, VolumeX } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { demoChapters, demoLength, formatTime, timeAtFraction } from '../chapters';

interface PlayerControlsProps {
  time: number;
  playing: boolean;
  muted: boolean;
  onTogglePlay: () => void;
  onToggleMute: () => void;
  onSeek: (time: number) => void;
}

const keyboardStep = 5;

export function PlayerControls({ time, playing, muted, onTogglePlay, onToggleMute, onSeek }: PlayerControlsProps) {
  function seekToClick(event: MouseEvent<HTMLDivElement>) {
    const bar = event.currentTarget.getBoundingClientRect();
    onSeek(timeAtFraction((event.clientX - bar.left) / bar.width));
  }

  function seekWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const targets: Record<string, number> = {
      ArrowLeft: time - keyboardStep,
      ArrowDown: time - keyboardStep,
      ArrowRight: time + keyboardStep,
      ArrowUp: time + keyboardStep,
      Home: 0,
      End: demoLength,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSeek(target);
  }

  const percent = (time / demoLength) * 100;

  return (
    <div className="flex items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6">
      <Button
        size="icon"
        className="size-11 shrink-0 rounded-full [&_svg]:size-5"
        onClick={onTogglePlay}
        aria-label={playing ? 'Pause' : 'Play'}
      >
        {playing ? <Pause /> : <Play className="translate-x-px" />}
      </Button>

      <span className="shrink-0 text-sm font-medium text-gray-700 tabular-nums">
        {formatTime(time)} / {formatTime(demoLength)}
      </span>

      <div
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={demoLength}
        aria-valuenow={time}
        aria-valuetext={`${formatTime(time)} of ${formatTime(demoLength)}`}
        onClick={seekToClick}
        onKeyDown={seekWithKeys}
        className="group relative flex h-6 flex-1 cursor-pointer items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <div className="relative h-2 w-full overflow-hidden rounded-full bg-gray-200">
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
          {demoChapters.map((chapter) => (
            <span
              key={chapter.id}
              className="absolute top-0 h-full w-0.5 bg-white"
              style={{ left: `${(chapter.start / demoLength) * 100}%` }}
              aria-hidden
            />
          ))}
        </div>
        <span
          className="pointer-events-none absolute size-4 -translate-x-1/2 rounded-full border-2 border-white bg-brand-600 shadow transition-transform group-hover:scale-110"
          style={{ left: `${percent}%` }}
          aria-hidden
        />
      </div>

      <Button variant="ghost" size="icon" className="shrink-0 [&_svg]:size-5" onClick={onToggleMute} aria-label={muted ? 'Unmute' : 'Mute'}>
        {muted ? <VolumeX /> : <Volume2 />}
      </Button>
    </div>
  );
}
