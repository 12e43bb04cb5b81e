import type { Clock } from '../lib/clock';

/**
 * A clock that moves only when the test moves it: it starts at the system's time and stands there,
 * so a throttle's slot neither passes by itself on a slow machine nor needs waiting for. Handed to a
 * server as `TestOverrides.clock`, or to a service as its clock.
 */
export class TestClock implements Clock {
  private at = Date.now();

  now(): number {
    return this.at;
  }

  /** Moves the clock on by `ms`: past a throttle's slot at once. */
  advance(ms: number): void {
    this.at += ms;
  }

  /** Sets the clock to `at` (milliseconds since the epoch). */
  set(at: number): void {
    this.at = at;
  }
}
