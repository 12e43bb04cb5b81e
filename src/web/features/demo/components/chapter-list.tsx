import { cn } from '@/web/lib/cn';
import { type DemoChapter, chapterAt, demoChapters, formatTime } from '../chapters';
import { ChapterIcon } from './chapter-icon';

export function ChapterList({ time, onSelect }: { time: number; onSelect: (chapter: DemoChapter) => void }) {
  const current = chapterAt(time);

  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {demoChapters.map((chapter, index) => {
        const active = chapter === current;
        const watched = Math.min(1, Math.max(0, (time - chapter.start) / (chapter.end - chapter.start)));
        return (
          <li key={chapter.id}>
            <button
              type="button"
              onClick={() => onSelect(chapter)}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'relative flex h-full w-full items-center gap-4 overflow-hidden sm:flex-col sm:items-stretch sm:gap-3 rounded-xl border bg-white p-4 text-left shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                active ? 'border-brand-500 ring-1 ring-brand-500' : 'border-gray-200',
              )}
            >
              <span className="flex shrink-0 items-center justify-between">
                <span
                  className={cn(
                    'flex size-9 items-center justify-center rounded-lg',
                    active ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-600',
                  )}
                >
                  <ChapterIcon id={chapter.id} className="size-4" />
                </span>
                <span className="hidden text-xs font-medium text-gray-400 sm:inline" aria-hidden>
                  {index + 1}
                </span>
              </span>
              <span className="flex flex-1 flex-col gap-1 sm:gap-3">
                <span className="font-semibold text-gray-900">{chapter.title}</span>
                <span className="text-sm text-gray-500 tabular-nums">
                  {formatTime(chapter.start)} – {formatTime(chapter.end)}
                </span>
              </span>
              <span className="absolute inset-x-0 bottom-0 h-1 bg-gray-100" aria-hidden>
                <span className="block h-full bg-brand-500" style={{ width: `${watched * 100}%` }} />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
