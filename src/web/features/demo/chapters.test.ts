import { describe, expect, it } from 'vitest';
import {
  chapterAt,
  demoChapters,
  demoLength,
  formatTime,
  initialPlayerState,
  type PlayerState,
  playerReducer,
  timeAtFraction,
} from './chapters';

describe('demo chapters', () => {
  it('lists the five chapters of the spec with their times', () => {
    expect(demoChapters.map(({ title, start, end }) => [title, start, end])).toEqual([
      ['AI Content Generation', 15, 45],
      ['SEO Optimization', 45, 80],
      ['Social Media Automation', 80, 115],
      ['Email Marketing', 115, 150],
      ['Analytics Dashboard', 150, 180],
    ]);
    expect(demoLength).toBe(180);
  });
});

describe('formatTime', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(5)).toBe('0:05');
    expect(formatTime(65)).toBe('1:05');
    expect(formatTime(180)).toBe('3:00');
  });

  it('drops fractions and never goes negative', () => {
    expect(formatTime(59.9)).toBe('0:59');
    expect(formatTime(-3)).toBe('0:00');
  });
});

describe('chapterAt', () => {
  it('has no chapter during the intro', () => {
    expect(chapterAt(0)).toBeUndefined();
    expect(chapterAt(14)).toBeUndefined();
  });

  it('starts a chapter at its start second and hands over at its end', () => {
    expect(chapterAt(15)?.title).toBe('AI Content Generation');
    expect(chapterAt(44)?.title).toBe('AI Content Generation');
    expect(chapterAt(45)?.title).toBe('SEO Optimization');
    expect(chapterAt(115)?.title).toBe('Email Marketing');
  });

  it('keeps the last chapter at the very end', () => {
    expect(chapterAt(180)?.title).toBe('Analytics Dashboard');
  });
});

describe('timeAtFraction', () => {
  it('maps a fraction of the bar to seconds of the 180 s tour', () => {
    expect(timeAtFraction(0)).toBe(0);
    expect(timeAtFraction(0.25)).toBe(45);
    expect(timeAtFraction(0.5)).toBe(90);
    expect(timeAtFraction(1)).toBe(180);
  });

  it('clamps clicks outside the bar', () => {
    expect(timeAtFraction(-0.2)).toBe(0);
    expect(timeAtFraction(1.4)).toBe(180);
  });
});

describe('playerReducer', () => {
  const playing: PlayerState = { ...initialPlayerState, playing: true };

  it('starts idle at 0:00 with sound on', () => {
    expect(initialPlayerState).toEqual({ time: 0, playing: false, muted: false });
  });

  it('toggles play and pause', () => {
    const started = playerReducer(initialPlayerState, { type: 'toggle-play' });
    expect(started.playing).toBe(true);
    expect(playerReducer(started, { type: 'toggle-play' }).playing).toBe(false);
  });

  it('advances one second per tick only while playing', () => {
    expect(playerReducer(playing, { type: 'tick' }).time).toBe(1);
    expect(playerReducer(initialPlayerState, { type: 'tick' })).toBe(initialPlayerState);
  });

  it('stops at 180 s', () => {
    const last = playerReducer({ ...playing, time: 179 }, { type: 'tick' });
    expect(last).toEqual({ time: 180, playing: false, muted: false });
    expect(playerReducer(last, { type: 'tick' }).time).toBe(180);
  });

  it('restarts from the beginning when played at the end', () => {
    const ended: PlayerState = { ...initialPlayerState, time: 180 };
    expect(playerReducer(ended, { type: 'toggle-play' })).toMatchObject({ time: 0, playing: true });
  });

  it('seeks within the tour and keeps playing unless it lands on the end', () => {
    expect(playerReducer(playing, { type: 'seek', time: 45 })).toMatchObject({ time: 45, playing: true });
    expect(playerReducer(playing, { type: 'seek', time: 500 })).toMatchObject({ time: 180, playing: false });
    expect(playerReducer(playing, { type: 'seek', time: -10 }).time).toBe(0);
  });

  it('toggles mute', () => {
    const muted = playerReducer(initialPlayerState, { type: 'toggle-mute' });
    expect(muted.muted).toBe(true);
    expect(playerReducer(muted, { type: 'toggle-mute' }).muted).toBe(false);
  });
});
