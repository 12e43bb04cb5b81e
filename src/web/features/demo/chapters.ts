// The guided tour on /demo: a simulated 3-minute player with five timed chapters.

/** Seconds. */
export const demoLength = 180;
/** Milliseconds between two ticks of the simulated playback. */
export const tickInterval = 1000;

export type DemoChapterId = 'content' | 'seo' | 'social' | 'email' | 'analytics';

export interface DemoChapter {
  id: DemoChapterId;
  title: string;
  /** Seconds, inclusive. */
  start: number;
  /** Seconds, exclusive except for the last chapter, which runs to the end. */
  end: number;
  description: string;
}

export const demoChapters: readonly DemoChapter[] = [
  {
    id: 'content',
    title: 'AI Content Generation',
    start: 15,
    end: 45,
    description: 'Turn one topic into a blog post, social posts, an email campaign or a video script in your tone of voice.',
  },
  {
    id: 'seo',
    title: 'SEO Optimization',
    start: 45,
    end: 80,
    description: 'Research keywords, size up competitors and fix what holds your pages back in search.',
  },
  {
    id: 'social',
    title: 'Social Media Automation',
    start: 80,
    end: 115,
    description: 'Write posts for every network, schedule them at the best times and follow the engagement.',
  },
  {
    id: 'email',
    title: 'Email Marketing',
    start: 115,
    end: 150,
    description: 'Build segments, send campaigns and automations, and see who opens and clicks.',
  },
  {
    id: 'analytics',
    title: 'Analytics Dashboard',
    start: 150,
    end: 180,
    description: 'Follow traffic, sources, top pages and content performance, with AI recommendations.',
  },
];

/** '0:00', '1:05', '3:00'. */
export function formatTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** The chapter playing at this second, or undefined during the intro before the first one. */
export function chapterAt(seconds: number): DemoChapter | undefined {
  return demoChapters.find(
    (chapter) => seconds >= chapter.start && (seconds < chapter.end || (chapter.end === demoLength && seconds <= demoLength)),
  );
}

/** The second a click at this fraction of the progress bar seeks to. */
export function timeAtFraction(fraction: number): number {
  return Math.round(Math.min(1, Math.max(0, fraction)) * demoLength);
}

export interface PlayerState {
  time: number;
  playing: boolean;
  muted: boolean;
}

export type PlayerAction = { type: 'toggle-play' } | { type: 'tick' } | { type: 'seek'; time: number } | { type: 'toggle-mute' };

export const initialPlayerState: PlayerState = { time: 0, playing: false, muted: false };

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'toggle-play':
      if (state.playing) return { ...state, playing: false };
      // Play at the end starts the tour again, as a video player does.
      return { ...state, playing: true, time: state.time >= demoLength ? 0 : state.time };
    case 'tick': {
      if (!state.playing) return state;
      const time = Math.min(state.time + 1, demoLength);
      return { ...state, time, playing: time < demoLength };
    }
    case 'seek': {
      const time = Math.min(demoLength, Math.max(0, Math.round(action.time)));
      return { ...state, time, playing: state.playing && time < demoLength };
    }
    case 'toggle-mute':
      return { ...state, muted: !state.muted };
  }
}
