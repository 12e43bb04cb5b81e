import { describe, expect, it } from 'vitest';
import { issueListSchema } from '@/shared/seo/seo';
import { defaultIssueFilters, isNarrowed, issuesQueryString, withFilter } from './issue-query';

describe('issuesQueryString', () => {
  it('sends the site and the status by default', () => {
    expect(issuesQueryString('https://example.com', defaultIssueFilters)).toBe('site=https%3A%2F%2Fexample.com&status=pending');
  });

  it('adds each filter that narrows the list, and the page after the first', () => {
    const filters = { status: 'fixed', priority: 'High', check: 'title_missing', onlyNew: true, page: 3 } as const;
    expect(issuesQueryString('https://example.com', filters)).toBe(
      'site=https%3A%2F%2Fexample.com&status=fixed&priority=High&check=title_missing&onlyNew=true&page=3',
    );
  });

  it("is read back by the server's schema as the same filters", () => {
    const query = issuesQueryString('https://example.com', { ...defaultIssueFilters, priority: 'Low', onlyNew: true, page: 2 });
    expect(issueListSchema.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual({
      site: 'https://example.com',
      status: 'pending',
      priority: 'Low',
      onlyNew: true,
      page: 2,
    });
  });
});

describe('withFilter', () => {
  it('goes back to the first page when a filter changes', () => {
    expect(withFilter({ ...defaultIssueFilters, page: 4 }, { priority: 'Medium' })).toEqual({
      ...defaultIssueFilters,
      priority: 'Medium',
      page: 1,
    });
  });
});

describe('isNarrowed', () => {
  it('counts priority, check and "New only", not the status', () => {
    expect(isNarrowed({ ...defaultIssueFilters, status: 'fixed' })).toBe(false);
    expect(isNarrowed({ ...defaultIssueFilters, check: 'thin_content' })).toBe(true);
    expect(isNarrowed({ ...defaultIssueFilters, onlyNew: true })).toBe(true);
  });
});
