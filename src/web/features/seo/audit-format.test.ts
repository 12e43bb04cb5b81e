import { describe, expect, it } from 'vitest';
import { comparisonText, formatChange, formatMoment, pagePath, pagesReadText, progressLabel, stoppedEarlyNote } from './audit-format';

const summary = { new: 3, stillOpen: 1200, resolved: 0, pagesCrawled: 100, issues: { High: 1, Medium: 2, Low: 0 } };

describe('comparisonText', () => {
  it('compares the scan with the one before it', () => {
    expect(comparisonText({ new: 3, stillOpen: 1200, resolved: 0 })).toBe('3 new · 1,200 still open · 0 resolved since the previous scan');
  });
});

describe('stoppedEarlyNote', () => {
  it("names the plan's budget when the crawl stopped at it", () => {
    expect(stoppedEarlyNote({ pageBudget: 100, summary: { ...summary, stoppedEarly: 'page_budget' } })).toBe(
      "The scan stopped at your plan's budget of 100 pages: pages beyond it were not checked.",
    );
  });

  it('explains a crawl that ran out of time', () => {
    expect(stoppedEarlyNote({ pageBudget: 100, summary: { ...summary, stoppedEarly: 'time_budget' } })).toMatch(/time limit/);
  });

  it('says nothing when every page found was read', () => {
    expect(stoppedEarlyNote({ pageBudget: 100, summary: { ...summary, stoppedEarly: null } })).toBeNull();
    expect(stoppedEarlyNote({ pageBudget: 100, summary: null })).toBeNull();
  });
});

describe('progress', () => {
  it("shows the server's stage, or what a scan waits for before it has one", () => {
    expect(progressLabel({ status: 'running', stage: 'Reading pages: 42 of 180' })).toBe('Reading pages: 42 of 180');
    expect(progressLabel({ status: 'queued', stage: null })).toBe('Waiting to start…');
  });

  it('counts the pages read against the budget', () => {
    expect(pagesReadText({ pagesCrawled: 42, pageBudget: 10_000 })).toBe('42 of up to 10,000 pages read');
  });
});

describe('pagePath', () => {
  it('shows a page by its path and query', () => {
    expect(pagePath('https://example.com/blog/post?page=2')).toBe('/blog/post?page=2');
    expect(pagePath('https://example.com')).toBe('/');
    expect(pagePath('not a url')).toBe('not a url');
  });
});

describe('formatChange', () => {
  it('signs a change with one decimal', () => {
    expect(formatChange(12.25)).toBe('+12.3%');
    expect(formatChange(-3)).toBe('-3.0%');
    expect(formatChange(0)).toBe('0.0%');
  });
});

describe('formatMoment', () => {
  it('writes a moment in words', () => {
    expect(formatMoment('2026-03-04T15:12:00Z', 'UTC')).toBe('Mar 4, 2026, 3:12 PM');
  });
});
