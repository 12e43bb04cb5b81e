import { describe, expect, test } from 'vitest';
import { historyLine, trendLine } from './hashtag-figures';

describe('hashtag figures', () => {
  test('show the workspace’s figures, a dash where none was reported', () => {
    expect(historyLine({ posts: 2, averageEngagement: 6.7, averageImpressions: null })).toBe(
      'Your posts: 2 posts · avg engagement 6.7 · avg impressions —',
    );
    expect(historyLine({ posts: 1, averageEngagement: null, averageImpressions: 1200 })).toBe(
      'Your posts: 1 post · avg engagement — · avg impressions 1,200',
    );
  });

  test('show a network’s week of use and its direction, or a dash', () => {
    expect(trendLine({ network: 'mastodon', uses: 33, atLeast: false, direction: 'rising', reason: null })).toBe(
      'Mastodon: 33 uses in 7 days, rising',
    );
    expect(trendLine({ network: 'bluesky', uses: 100, atLeast: true, direction: null, reason: null })).toBe('Bluesky: 100+ uses in 7 days');
    expect(trendLine({ network: 'bluesky', uses: 1, atLeast: false, direction: null, reason: null })).toBe('Bluesky: 1 use in 7 days');
    expect(trendLine({ network: 'bluesky', uses: null, atLeast: false, direction: null, reason: 'Not configured' })).toBe('Bluesky: —');
  });
});
