import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenFirstPaintShown } from './first-paint-shown';

type PaintCallback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A page in `visibilityState`, in a browser that reports paints (or not): `paint` reports one as the browser would. */
function page(visibilityState: 'visible' | 'hidden', reportsPaints = true) {
  const observers: PaintCallback[] = [];
  const disconnected: PaintCallback[] = [];
  const frames: Array<() => void> = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    constructor(private readonly callback: PaintCallback) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.callback);
    }
    disconnect() {
      disconnected.push(this.callback);
    }
  }
  vi.stubGlobal('document', { visibilityState });
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
  const paint = (name: 'first-paint' | 'first-contentful-paint') =>
    observers.forEach((report) => report({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }));
  return { paint, frames, disconnected };
}

describe("the app's start after the first paint", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint to be shown, and starts once', () => {
    const { paint, disconnected } = page('visible');
    const start = vi.fn();
    whenFirstPaintShown(start);
    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(disconnected).toHaveLength(1);
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at once in a tab opened in the background, which paints nothing until shown', () => {
    page('hidden');
    const start = vi.fn();
    whenFirstPaintShown(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the next frame where the browser reports no paints', () => {
    const { frames } = page('visible', false);
    const start = vi.fn();
    whenFirstPaintShown(start);
    expect(start).not.toHaveBeenCalled();
    frames.forEach((frame) => frame());
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts anyway when no contentful paint is reported in time', () => {
    page('visible');
    const start = vi.fn();
    whenFirstPaintShown(start, 3000);
    vi.advanceTimersByTime(2999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
