import { describe, expect, it } from 'vitest';
import { figureTiles, formatDay, notMeasuredHint, seriesSummary } from './analytics-figures';

describe('the analytics figures', () => {
  it('shows each total, or a dash with why when the network has not given it', () => {
    const tiles = figureTiles({ posts: 12, likes: 1234, comments: 0, shares: null, impressions: null });
    expect(tiles.map((tile) => [tile.label, tile.value, tile.hint])).toEqual([
      ['Posts', '12', null],
      ['Likes', '1,234', null],
      ['Comments', '0', null],
      ['Shares', '—', notMeasuredHint],
      ['Impressions', '—', notMeasuredHint],
    ]);
  });

  it('writes synced days as calendar days whatever the time zone', () => {
    expect(formatDay('2027-03-04')).toBe('Mar 4');
    expect(formatDay('2027-12-31')).toBe('Dec 31');
  });

  it('sums up an account’s days for a screen reader', () => {
    expect(seriesSummary([])).toBe('No figures synced in this period');
    expect(
      seriesSummary([
        { day: '2027-03-03', likes: 1, comments: 0, shares: 0 },
        { day: '2027-03-04', likes: 5, comments: 2, shares: 1 },
      ]),
    ).toBe('Likes, comments and shares per day, 2 days; on Mar 4: 5 likes, 2 comments, 1 share');
  });
});
