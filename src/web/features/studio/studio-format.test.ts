import { describe, expect, it } from 'vitest';
import type { RenderState, StudioAudio, StudioVideo } from '@/shared/studio/studio';
import type { Scene } from '@/shared/studio/timeline';
import {
  audioPollDelay,
  audioSettled,
  bestTimeBasis,
  bestTimeLabel,
  byDownloads,
  byViews,
  formatCount,
  formatEngagement,
  formatTotalDuration,
  moveScene,
  pollWhileMakingMs,
  topVideo,
  videoPollDelay,
  videosSettled,
} from './studio-format';

const render = (status: RenderState['status']): RenderState => ({ id: 'r', status, progress: 50, stage: 'Speaking', error: null });
const video = (id: string, status: RenderState['status'] | null) => ({ id, render: status && render(status) }) as StudioVideo;
const audio = (id: string, status: StudioAudio['status']) => ({ id, status }) as StudioAudio;
const scene = (id: string) => ({ id }) as Scene;

describe('formatTotalDuration', () => {
  it('says m:ss under an hour and h:mm:ss from an hour', () => {
    expect(formatTotalDuration(0)).toBe('0:00');
    expect(formatTotalDuration(59.6)).toBe('1:00');
    expect(formatTotalDuration(3599)).toBe('59:59');
    expect(formatTotalDuration(3600)).toBe('1:00:00');
    expect(formatTotalDuration(3725)).toBe('1:02:05');
    expect(formatTotalDuration(36_000 + 600)).toBe('10:10:00');
  });
});

describe('figures', () => {
  it('shows a figure nobody reported as a dash', () => {
    expect(formatCount(null)).toBe('—');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatEngagement(null)).toBe('—');
    expect(formatEngagement(4.26)).toBe('4.3%');
  });
});

describe('polling', () => {
  it('reads the videos again only while a render is queued or running', () => {
    expect(videoPollDelay(undefined)).toBe(false);
    expect(videoPollDelay([video('a', null), video('b', 'done'), video('c', 'failed')])).toBe(false);
    expect(videoPollDelay([video('a', 'done'), video('b', 'queued')])).toBe(pollWhileMakingMs);
    expect(videoPollDelay([video('a', 'running')])).toBe(pollWhileMakingMs);
  });

  it('reads the audio again only while one is Processing', () => {
    expect(audioPollDelay([audio('a', 'Ready'), audio('b', 'Failed')])).toBe(false);
    expect(audioPollDelay([audio('a', 'Processing')])).toBe(pollWhileMakingMs);
  });

  it('notices a render or a voice that ended since the last read', () => {
    expect(videosSettled(undefined, [video('a', 'done')])).toBe(false);
    expect(videosSettled([video('a', 'running')], [video('a', 'running')])).toBe(false);
    expect(videosSettled([video('a', 'running')], [video('a', 'done')])).toBe(true);
    expect(videosSettled([video('a', 'queued')], [video('a', 'failed')])).toBe(true);
    expect(audioSettled([audio('a', 'Processing')], [audio('a', 'Ready')])).toBe(true);
    expect(audioSettled([audio('a', 'Ready')], [audio('a', 'Ready')])).toBe(false);
  });
});

describe('moveScene', () => {
  const scenes = [scene('a'), scene('b'), scene('c')];
  const ids = (list: Scene[]) => list.map((item) => item.id);

  it('moves a scene one place up or down', () => {
    expect(ids(moveScene(scenes, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(ids(moveScene(scenes, 1, 1))).toEqual(['a', 'c', 'b']);
  });

  it('leaves the first scene up and the last down where they are, and never changes the list given', () => {
    expect(ids(moveScene(scenes, 0, -1))).toEqual(['a', 'b', 'c']);
    expect(ids(moveScene(scenes, 2, 1))).toEqual(['a', 'b', 'c']);
    expect(ids(scenes)).toEqual(['a', 'b', 'c']);
  });
});

describe('performance', () => {
  const viewed = (id: string, views: number | null) => ({ id, views }) as StudioVideo;

  it('ranks the videos by views, unreported last, and finds the top one', () => {
    const videos = [viewed('a', null), viewed('b', 10), viewed('c', 0), viewed('d', 25)];
    expect(byViews(videos).map((each) => each.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(topVideo(videos)?.id).toBe('d');
    expect(topVideo([viewed('a', null)])).toBeNull();
    expect(topVideo([])).toBeNull();
  });

  it('says the best two hours as the spec does, across noon and midnight too', () => {
    expect(bestTimeLabel({ weekday: 2, startHour: 14 })).toBe('Tuesday 2–4 PM');
    expect(bestTimeLabel({ weekday: 5, startHour: 10 })).toBe('Friday 10 AM–12 PM');
    expect(bestTimeLabel({ weekday: 0, startHour: 22 })).toBe('Sunday 10 PM–12 AM');
    expect(bestTimeLabel({ weekday: 1, startHour: 0 })).toBe('Monday 12–2 AM');
  });

  it('says what the best time rests on, with the lift only when there is one', () => {
    const best = { weekday: 2, startHour: 14, engagement: 6.1, lift: 32 };
    expect(bestTimeBasis({ basedOn: 47, best })).toBe('based on 47 videos, +32% engagement');
    expect(bestTimeBasis({ basedOn: 12, best: { ...best, lift: 0 } })).toBe('based on 12 videos');
  });

  it('ranks the audio by downloads', () => {
    const audio = [
      { id: 'a', downloads: 1 },
      { id: 'b', downloads: 7 },
    ] as StudioAudio[];
    expect(byDownloads(audio).map((each) => each.id)).toEqual(['b', 'a']);
  });
});
