/**
 * The time as the server's throttles read it. Production reads the system's clock; a test hands the
 * server one it can move (test/test-clock.ts) to pass a throttle's slot without waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch, as Date.now(). */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
