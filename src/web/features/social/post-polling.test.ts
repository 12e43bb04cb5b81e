import { describe, expect, it } from 'vitest';
import type { SocialPostView } from '@/shared/social/social';
import { isPublishing, nextPollDelay, pollInterval } from './post-polling';

const now = new Date(2027, 2, 4, 9, 0).getTime();
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString();

function post(status: SocialPostView['status'], scheduledAt: string | null = null): SocialPostView {
  return {
    id: crypto.randomUUID(),
    content: 'Hello',
    media: [],
    status,
    scheduledAt,
    publishedAt: null,
    createdAt: at(-3_600_000),
    authorName: null,
    targets: [],
    engagement: null,
  };
}

describe('asking for posts again', () => {
  it('polls every 3 s while a post is publishing', () => {
    expect(nextPollDelay([post('Published'), post('Publishing')], now)).toBe(pollInterval);
    expect(isPublishing([post('Publishing')])).toBe(true);
    expect(isPublishing([post('Draft')])).toBe(false);
    expect(isPublishing(undefined)).toBe(false);
  });

  it('polls every 3 s when a scheduled post is due within the minute, or overdue', () => {
    expect(nextPollDelay([post('Scheduled', at(45_000))], now)).toBe(pollInterval);
    expect(nextPollDelay([post('Scheduled', at(-5_000))], now)).toBe(pollInterval);
  });

  it('waits until the next scheduled post comes within the minute', () => {
    expect(nextPollDelay([post('Scheduled', at(10 * 60_000)), post('Scheduled', at(5 * 60_000))], now)).toBe(4 * 60_000);
    expect(nextPollDelay([post('Scheduled', at(61_000))], now)).toBe(pollInterval);
    expect(nextPollDelay([post('Scheduled', at(400 * 24 * 3_600_000))], now)).toBe(2_147_483_647);
  });

  it('does not poll when nothing is pending', () => {
    expect(nextPollDelay([post('Draft'), post('Published'), post('Failed')], now)).toBe(false);
    expect(nextPollDelay(undefined, now)).toBe(false);
  });
});
