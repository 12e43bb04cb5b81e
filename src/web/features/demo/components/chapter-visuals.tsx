import { Check, Sparkles, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { type DemoChapterId, demoChapters } from '../chapters';
import { ChapterIcon } from './chapter-icon';

// Illustrations for the tour. Every figure here is sample data, and the screen says so.

/** How far into its chapter the tour is, from 0 to 1; the visuals build up as it grows. */
type Progress = number;

function AppWindow({ path, children }: { path: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-xl bg-white text-gray-900 shadow-2xl ring-1 ring-black/5">
      <div className="flex items-center gap-2 border-b border-gray-100 bg-gray-50 px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-yellow-400" />
        <span className="size-2.5 rounded-full bg-green-400" />
        <span className="ml-3 truncate rounded-md bg-white px-3 py-0.5 text-xs text-gray-500 ring-1 ring-gray-200">
          uplift.example.com{path}
        </span>
      </div>
      <div className="space-y-3 p-4 text-sm sm:p-5">{children}</div>
    </div>
  );
}

function IntroVisual() {
  return (
    <AppWindow path="/dashboard">
      <p className="font-semibold">Five tools, one workspace</p>
      <ul className="grid grid-cols-2 gap-2">
        {demoChapters.map((chapter) => (
          <li key={chapter.id} className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-xs font-medium text-brand-700">
            <ChapterIcon id={chapter.id} className="size-4 shrink-0" />
            {chapter.title}
          </li>
        ))}
      </ul>
    </AppWindow>
  );
}

const draftLines = ['w-full', 'w-11/12', 'w-4/5', 'w-full', 'w-2/3'];

function ContentVisual({ progress }: { progress: Progress }) {
  const shown = Math.max(1, Math.ceil(progress * draftLines.length));
  return (
    <AppWindow path="/content">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-md bg-gray-100 px-2 py-1">Topic: grow organic traffic for a local bakery</span>
        <span className="rounded-md bg-brand-50 px-2 py-1 text-brand-700">Blog post · Friendly</span>
      </div>
      <div className="rounded-lg border border-gray-100 p-3">
        <p className="flex items-center gap-1.5 font-semibold">
          <Sparkles className="size-4 text-brand-600" aria-hidden />7 Ways to Bring More Local Customers to Your Bakery
        </p>
        <div className="mt-3 space-y-2">
          {draftLines.slice(0, shown).map((width, index) => (
            <div key={index} className={cn('h-2 rounded-full bg-gray-200', width)} />
          ))}
        </div>
      </div>
      <div className="flex justify-end gap-2 text-xs font-medium">
        <span className="rounded-md border border-gray-200 px-3 py-1.5">Generate New</span>
        <span className="rounded-md bg-brand-600 px-3 py-1.5 text-white">Save Content</span>
      </div>
    </AppWindow>
  );
}

const difficultyTone = { High: 'text-red-600', Medium: 'text-yellow-600', Low: 'text-green-700' } as const;

const keywords: readonly { term: string; volume: string; difficulty: keyof typeof difficultyTone }[] = [
  { term: 'bakery near me', volume: '49,500', difficulty: 'High' },
  { term: 'sourdough bread recipe', volume: '22,200', difficulty: 'Medium' },
  { term: 'custom birthday cakes', volume: '8,100', difficulty: 'Low' },
  { term: 'gluten free pastries', volume: '5,400', difficulty: 'Low' },
];

function SeoVisual({ progress }: { progress: Progress }) {
  const score = 62 + Math.round(progress * 24);
  return (
    <AppWindow path="/seo">
      <div className="flex items-center justify-between">
        <p className="font-semibold">Keyword Research</p>
        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800">SEO score {score}</span>
      </div>
      <table className="w-full text-left text-xs">
        <thead className="text-gray-500">
          <tr>
            <th className="pb-2 font-medium">Keyword</th>
            <th className="pb-2 text-right font-medium">Volume</th>
            <th className="pb-2 text-right font-medium">Difficulty</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {keywords.map((keyword) => (
            <tr key={keyword.term}>
              <td className="py-1.5">{keyword.term}</td>
              <td className="py-1.5 text-right tabular-nums">{keyword.volume}</td>
              <td className={cn('py-1.5 text-right font-medium', difficultyTone[keyword.difficulty])}>{keyword.difficulty}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AppWindow>
  );
}

const posts = [
  { network: 'Instagram', dot: 'bg-pink-500', text: 'Fresh out of the oven: our new rye loaf', when: 'Tue 10:00' },
  { network: 'LinkedIn', dot: 'bg-sky-700', text: 'Behind the counter: 400 loaves before 7 am', when: 'Wed 09:30' },
  { network: 'Facebook', dot: 'bg-blue-600', text: 'Weekend special: two croissants, one coffee', when: 'Fri 17:00' },
];

function SocialVisual({ progress }: { progress: Progress }) {
  const scheduled = Math.ceil(progress * posts.length);
  return (
    <AppWindow path="/social">
      <p className="font-semibold">Scheduler</p>
      <ul className="space-y-2">
        {posts.map((post, index) => (
          <li key={post.network} className="flex items-center gap-3 rounded-lg border border-gray-100 p-2.5">
            <span className={cn('size-2.5 shrink-0 rounded-full', post.dot)} />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-medium text-gray-500">
                {post.network} · {post.when}
              </p>
              <p className="truncate text-xs">{post.text}</p>
            </div>
            <span
              className={cn(
                'shrink-0 rounded-full px-2 py-0.5 text-xs font-medium',
                index < scheduled ? 'bg-blue-100 text-blue-800' : 'bg-gray-100 text-gray-600',
              )}
            >
              {index < scheduled ? 'Scheduled' : 'Draft'}
            </span>
          </li>
        ))}
      </ul>
    </AppWindow>
  );
}

const emailStats = [
  { label: 'Sent', value: '2,400', bar: 'w-full' },
  { label: 'Opened', value: '41%', bar: 'w-[41%]' },
  { label: 'Clicked', value: '12%', bar: 'w-[12%]' },
];

function EmailVisual() {
  return (
    <AppWindow path="/email">
      <div className="flex items-center justify-between">
        <p className="font-semibold">Spring menu launch</p>
        <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-medium text-green-800">Active</span>
      </div>
      <p className="text-xs text-gray-500">Segment: regulars who ordered in the last 60 days</p>
      <div className="space-y-2.5">
        {emailStats.map((stat) => (
          <div key={stat.label}>
            <div className="flex justify-between text-xs">
              <span className="text-gray-600">{stat.label}</span>
              <span className="font-medium tabular-nums">{stat.value}</span>
            </div>
            <div className="mt-1 h-1.5 rounded-full bg-gray-100">
              <div className={cn('h-full rounded-full bg-brand-500', stat.bar)} />
            </div>
          </div>
        ))}
      </div>
      <p className="flex items-center gap-1.5 text-xs text-green-700">
        <Check className="size-3.5" aria-hidden />
        Welcome automation sent to 38 new subscribers
      </p>
    </AppWindow>
  );
}

const visits = [46, 52, 49, 61, 58, 69, 66, 77, 74, 85, 90, 100];

function AnalyticsVisual({ progress }: { progress: Progress }) {
  const grown = 0.7 + progress * 0.3;
  return (
    <AppWindow path="/analytics">
      <div className="flex items-end justify-between">
        <div>
          <p className="text-xs text-gray-500">Visitors, last 30 days</p>
          <p className="text-2xl font-bold">12,480</p>
        </div>
        <span className="flex items-center gap-1 text-xs font-medium text-green-700">
          <TrendingUp className="size-3.5" aria-hidden />
          +18%
        </span>
      </div>
      <div className="flex h-24 items-end gap-1.5">
        {visits.map((value, index) => (
          <div
            key={index}
            className="flex-1 rounded-t bg-gradient-to-t from-brand-600 to-brand-500 transition-[height] duration-700"
            style={{ height: `${value * grown}%` }}
          />
        ))}
      </div>
    </AppWindow>
  );
}

export function ChapterVisual({ id, progress }: { id: DemoChapterId | undefined; progress: Progress }) {
  switch (id) {
    case 'content':
      return <ContentVisual progress={progress} />;
    case 'seo':
      return <SeoVisual progress={progress} />;
    case 'social':
      return <SocialVisual progress={progress} />;
    case 'email':
      return <EmailVisual />;
    case 'analytics':
      return <AnalyticsVisual progress={progress} />;
    case undefined:
      return <IntroVisual />;
  }
}
