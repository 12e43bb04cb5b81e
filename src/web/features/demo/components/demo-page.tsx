import { ArrowLeft, ArrowRight, TrendingUp } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { initialPlayerState, playerReducer, tickInterval } from '../chapters';
import { ChapterList } from './chapter-list';
import { DemoScreen } from './demo-screen';
import { PlayerControls } from './player-controls';

/** The guided tour: a public page of its own (pages/demo.tsx, built into demo.html), so plain links. */
export function DemoPage() {
  const [player, dispatch] = useReducer(playerReducer, initialPlayerState);

  useEffect(() => {
    if (!player.playing) return;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), tickInterval);
    return () => window.clearInterval(timer);
  }, [player.playing]);

  const seek = (time: number) => dispatch({ type: 'seek', time });

  return (
    <div className="min-h-screen bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <a href={paths.home} className="flex items-center gap-2 text-lg font-bold text-gray-900" aria-label="Uplift home">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white">
              <TrendingUp className="size-4" aria-hidden />
            </span>
            <span className="hidden sm:inline">Uplift</span>
          </a>
          <nav className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <a href={paths.home}>
                <ArrowLeft aria-hidden />
                Back to home
              </a>
            </Button>
            <Button asChild size="sm">
              <a href={paths.billing}>Start Free Trial</a>
            </Button>
          </nav>
        </div>
      </header>

      <main className="mx-auto max-w-6xl space-y-10 px-4 py-10 sm:px-6 sm:py-14">
        <div className="mx-auto max-w-2xl text-center">
          <Badge tone="brand">Interactive demo</Badge>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">See Uplift in action</h1>
          <p className="mt-4 text-lg text-gray-600">
            A three-minute guided tour of how Uplift writes your content, lifts your rankings and fills your calendar. Jump to any chapter
            whenever you like.
          </p>
        </div>

        <section aria-label="Demo player" className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-xl">
          <DemoScreen time={player.time} />
          <PlayerControls
            time={player.time}
            playing={player.playing}
            muted={player.muted}
            onTogglePlay={() => dispatch({ type: 'toggle-play' })}
            onToggleMute={() => dispatch({ type: 'toggle-mute' })}
            onSeek={seek}
          />
        </section>

        <section aria-labelledby="chapters-title" className="space-y-4">
          <h2 id="chapters-title" className="text-xl font-semibold text-gray-900">
            Chapters
          </h2>
          <ChapterList time={player.time} onSelect={(chapter) => seek(chapter.start)} />
        </section>

        <section className="rounded-2xl bg-gradient-to-r from-brand-600 to-purple-600 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight">Ready to grow your traffic?</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-100">Start your 14-day free trial today. No credit card required.</p>
          <Button asChild variant="secondary" size="lg" className="mt-8">
            <a href={paths.billing}>
              Choose a plan
              <ArrowRight aria-hidden />
            </a>
          </Button>
        </section>
      </main>
    </div>
  );
}
