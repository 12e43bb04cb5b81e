import { describe, expect, it } from 'vitest';
import { pageCount, showingRange } from './paging';

describe('showingRange and pageCount', () => {
  it('describes the rows on the current page', () => {
    expect(showingRange(1, 25, 0)).toBe('No results');
    expect(showingRange(1, 25, 7)).toBe('Showing 1–7 of 7');
    expect(showingRange(2, 25, 120)).toBe('Showing 26–50 of 120');
    expect(showingRange(5, 25, 120)).toBe('Showing 101–120 of 120');
    expect(showingRange(400, 25, 10_000)).toBe('Showing 9,976–10,000 of 10,000');
    expect(pageCount(25, 0)).toBe(1);
    expect(pageCount(25, 120)).toBe(5);
  });
});
