import type { Page } from 'playwright-core';

/** A toast (sonner) showing the text. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]', { hasText: text });
}

/** The figure of one of the dashboard's stat tiles. */
export function statValue(page: Page, stat: 'projects' | 'content' | 'campaigns' | 'subscribers') {
  return page.getByTestId(`stat-${stat}`).getByTestId('stat-value');
}
