import { describe, expect, it } from 'vitest';
import type { TrackedKeyword } from '@/shared/seo/ranks';
import {
  addedCount,
  competitorDomains,
  competitorPositionText,
  formatRankDay,
  keywordListError,
  parseKeywordList,
  positionChange,
  positionText,
  rankUsageText,
} from './rank-format';

const checkedAt = '2026-03-04T06:00:00.000Z';

describe('positionText', () => {
  it('shows the position once checked', () => {
    expect(positionText({ position: 7, checkedAt })).toBe('7');
  });

  it("says 'Not in top 100' when checked and absent", () => {
    expect(positionText({ position: null, checkedAt })).toBe('Not in top 100');
  });

  it("shows '—' before the first check", () => {
    expect(positionText({ position: null, checkedAt: null })).toBe('—');
  });
});

describe('competitorPositionText', () => {
  it("shows a competitor's position, its absence from the top 100, or '—' when not read", () => {
    expect(competitorPositionText(3, true)).toBe('3');
    expect(competitorPositionText(null, true)).toBe('Not in top 100');
    expect(competitorPositionText(undefined, true)).toBe('—');
    expect(competitorPositionText(3, false)).toBe('—');
  });
});

describe('positionChange', () => {
  it('reads a smaller number as up', () => {
    expect(positionChange(4, 9)).toEqual({ direction: 'up', places: 5, label: 'Up 5 places since the day before' });
    expect(positionChange(3, 4)).toEqual({ direction: 'up', places: 1, label: 'Up 1 place since the day before' });
  });

  it('reads a larger number as down', () => {
    expect(positionChange(12, 10)).toEqual({ direction: 'down', places: 2, label: 'Down 2 places since the day before' });
  });

  it('says when nothing moved', () => {
    expect(positionChange(5, 5)).toEqual({ direction: 'same', places: 0, label: 'No change since the day before' });
  });

  it('says when the page dropped out of the top 100', () => {
    expect(positionChange(null, 8)).toEqual({ direction: 'lost', places: 0, label: 'Dropped out of the top 100 (was 8)' });
  });

  it("compares nothing without the day before's position", () => {
    expect(positionChange(5, null).direction).toBe('none');
    expect(positionChange(null, null).direction).toBe('none');
  });
});

describe('rankUsageText', () => {
  it("counts the tracked keywords against the plan's limit", () => {
    expect(rankUsageText({ used: 12, limit: 500 })).toBe('12 of 500 keywords tracked');
    expect(rankUsageText({ used: 1500, limit: 5000 })).toBe('1,500 of 5,000 keywords tracked');
  });

  it('says when the plan has no limit', () => {
    expect(rankUsageText({ used: 1, limit: 'unlimited' })).toBe('1 keyword tracked: unlimited on your plan');
    expect(rankUsageText({ used: 740, limit: 'unlimited' })).toBe('740 keywords tracked: unlimited on your plan');
  });

  it('has no sentence for a plan without rank tracking', () => {
    expect(rankUsageText({ used: 0, limit: null })).toBeNull();
  });
});

describe('competitorDomains', () => {
  it('lists each competitor once, in the order they first appear', () => {
    const keywords: Pick<TrackedKeyword, 'competitors'>[] = [
      { competitors: { 'b.example': 3 } },
      { competitors: { 'a.example': null, 'b.example': 1 } },
      { competitors: {} },
    ];
    expect(competitorDomains(keywords)).toEqual(['b.example', 'a.example']);
  });
});

describe('formatRankDay', () => {
  it('writes a calendar day whatever the time zone', () => {
    expect(formatRankDay('2026-03-04')).toBe('Mar 4');
    expect(formatRankDay('2026-12-31T23:30:00.000Z')).toBe('Dec 31');
    expect(formatRankDay('someday')).toBe('someday');
  });
});

describe('parseKeywordList', () => {
  it('splits on lines and commas, trims, and keeps each keyword once', () => {
    expect(parseKeywordList(' sourdough starter ,rye  bread\n\nSourdough Starter\n, ')).toEqual(['sourdough starter', 'rye bread']);
    expect(parseKeywordList('   ')).toEqual([]);
  });
});

describe('keywordListError', () => {
  it("holds the server's limits", () => {
    expect(keywordListError([])).toBe('Enter at least one keyword to track.');
    expect(keywordListError(Array.from({ length: 101 }, (_, index) => `k${index}`))).toBe('Track up to 100 keywords at a time.');
    expect(keywordListError(['x'.repeat(201)])).toBe('A keyword can be at most 200 characters long.');
    expect(keywordListError(['bread', 'x'.repeat(200)])).toBeNull();
  });
});

describe('addedCount', () => {
  it('counts the keywords the answer lists that were not listed before', () => {
    expect(addedCount([{ id: 'a' }], [{ id: 'a' }, { id: 'b' }, { id: 'c' }], 3)).toBe(2);
    expect(addedCount([{ id: 'a' }], [{ id: 'a' }], 1)).toBe(0);
  });

  it('counts every keyword sent when nothing was listed yet', () => {
    expect(addedCount(undefined, [{ id: 'a' }, { id: 'b' }], 2)).toBe(2);
  });
});
