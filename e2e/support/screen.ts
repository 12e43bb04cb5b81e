import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { firstAnswersId } from '../../src/shared/screen-shells';

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
 * Starts noting the page's requests under `prefixes` (path and query). The answer checks that the
 * screen's first reads under them are those the page answered (its first-answers block), and that
 * the browser asked the server for none of them: an answer the app did not take leaves its read asked.
 */
export function recordFirstReads(page: Page, prefixes: readonly string[]): (firstReads: readonly string[]) => Promise<void> {
  const under = (read: string) => prefixes.some((prefix) => read.startsWith(prefix));
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (under(pathname)) reads.push(pathname + search);
  });
  return async (firstReads) => {
    const answered = await page.evaluate(
      (id) => Object.keys(JSON.parse(document.getElementById(id)?.textContent ?? '{}') as Record<string, unknown>),
      firstAnswersId,
    );
    expect(answered.filter(under).sort()).toEqual([...firstReads].sort());
    expect(reads.filter((read) => firstReads.includes(read))).toEqual([]);
  };
}

/**
 * Serves the app's pages without the answers to their first reads (their first-answers block), so
 * that the app asks the server for those reads, as it does when it opens a screen from another: for
 * a test that stages what those reads answer in the browser (page.route).
 */
export async function withoutFirstAnswers(page: Page) {
  const block = new RegExp(`<script type="application/json" id="${firstAnswersId}">.*?</script>`);
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      // Its body is read decoded: sent on as it is, without the encoding and length it came with.
      const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
      await route.fulfill({ status: response.status(), headers, body: (await response.text()).replace(block, '') });
    },
  );
}
