import { describe, expect, it } from 'vitest';
import { askedWaitMs } from './network-errors';

const now = Date.parse('2026-11-25T07:00:00Z');
const answer = (status: number, headers: Record<string, string>) => ({ status, headers });

describe('the wait a network asks for', () => {
  it('reads Retry-After in seconds or as a date', () => {
    expect(askedWaitMs(answer(503, { 'retry-after': '120' }), now)).toBe(120_000);
    expect(askedWaitMs(answer(429, { 'retry-after': 'Wed, 25 Nov 2026 07:02:00 GMT' }), now)).toBe(120_000);
  });

  it("reads a 429's rate-limit reset: X's and Bluesky's epoch seconds, Mastodon's ISO date", () => {
    expect(askedWaitMs(answer(429, { 'x-rate-limit-reset': String(now / 1000 + 900) }), now)).toBe(900_000);
    expect(askedWaitMs(answer(429, { 'x-ratelimit-reset': '2026-11-25T07:05:00.000Z' }), now)).toBe(300_000);
    expect(askedWaitMs(answer(429, { 'ratelimit-reset': String(now / 1000 + 60) }), now)).toBe(60_000);
    // The draft standard's RateLimit-Reset is a delay in seconds.
    expect(askedWaitMs(answer(429, { 'ratelimit-reset': '30' }), now)).toBe(30_000);
  });

  it('asks no wait for a time gone by, and none where the answer names no time', () => {
    expect(askedWaitMs(answer(429, { 'x-rate-limit-reset': String(now / 1000 - 5) }), now)).toBe(0);
    expect(askedWaitMs(answer(503, { 'x-rate-limit-reset': String(now / 1000 + 900) }), now)).toBeUndefined();
    expect(askedWaitMs(answer(429, { 'x-ratelimit-reset': 'soon' }), now)).toBeUndefined();
    expect(askedWaitMs(answer(429, {}), now)).toBeUndefined();
  });
});
