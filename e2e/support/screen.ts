import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A toast (sonner) showing the text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

/** The figure of one of the dashboard's stat tiles. */
export function statValue(page: Page, stat: 'projects' | 'content' | 'campaigns' | 'subscribers') {
  return page.getByTestId(`stat-${stat}`).getByTestId('stat-value');
}

/** Starts noting the page's requests: the answer lists those of `paths` asked for so far, sorted. */
export function recordReads(page: Page): (paths: readonly string[]) => string[] {
  const reads: string[] = [];
  page.on('request', (request) => reads.push(new URL(request.url()).pathname));
  return (paths) => reads.filter((path) => paths.includes(path)).sort();
}

/**
 * Starts noting the page's requests under `prefixes` (path and query). The answer checks that a
 * screen's first reads came through the page's preloads (its <link rel="preload">s, not the app's
 * fetch() calls), each asked for once: a preload the app did not take leaves its read asked twice.
 */
export function recordFirstReads(page: Page, prefixes: readonly string[]): (firstReads: readonly string[]) => void {
  const reads: string[] = [];
  const preloaded: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (!prefixes.some((prefix) => pathname.startsWith(prefix))) return;
    reads.push(pathname + search);
    if (request.resourceType() !== 'fetch') preloaded.push(pathname + search);
  });
  return (firstReads) => {
    expect([...preloaded].sort()).toEqual([...firstReads].sort());
    for (const read of firstReads)
      expect(
        reads.filter((asked) => asked === read),
        read,
      ).toHaveLength(1);
  };
}
