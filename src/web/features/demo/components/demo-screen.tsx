import { chapterAt, demoChapters, formatTime } from '../chapters';
import { ChapterVisual } from './chapter-visuals';

const intro = {
  title: 'Welcome to Uplift',
  description:
    'A three-minute tour of the AI workspace that grows your traffic: content, SEO, social, email and analytics in one place. Press Play, or pick a chapter below.',
};

/** The player's "video": the current chapter's title, what it does and an illustration. */
export function DemoScreen({ time }: { time: number }) {
  const chapter = chapterAt(time);
  const number = chapter ? demoChapters.indexOf(chapter) + 1 : 0;
  const progress = chapter ? (time - chapter.start) / (chapter.end - chapter.start) : 0;

  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-gray-950 via-indigo-950 to-brand-700 px-6 py-10 text-white sm:px-10 sm:py-12">
      <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-500/30 blur-3xl" aria-hidden />
      <span className="absolute top-4 right-4 rounded-full bg-white/10 px-2.5 py-0.5 text-xs text-indigo-100">Sample data</span>
      <div className="relative grid min-h-80 items-center gap-8 lg:grid-cols-2 lg:gap-12">
        <div key={chapter?.id ?? 'intro'} className="transition duration-500 starting:translate-y-2 starting:opacity-0">
          <p className="text-sm font-medium text-indigo-200">
            {chapter
              ? `Chapter ${number} of ${demoChapters.length} · ${formatTime(chapter.start)} – ${formatTime(chapter.end)}`
              : 'Introduction'}
          </p>
          <h2 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{chapter?.title ?? intro.title}</h2>
          <p className="mt-4 max-w-md text-base text-indigo-100">{chapter?.description ?? intro.description}</p>
        </div>
        <ChapterVisual id={chapter?.id} progress={progress} />
      </div>
    </div>
  );
}
