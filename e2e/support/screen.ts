import type { Page } from 'playwright-core';

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
