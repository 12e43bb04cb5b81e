import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ContentItem, type SaveContentInput, contentMessages } from '../src/shared/content/content';
import { dashboardMessages } from '../src/shared/dashboard/dashboard';
import { apiMessages } from '../src/shared/messages';
import { setupLabels, setupMessages } from '../src/shared/setup/setup';
import { workerBrowser, pageOrigin, signedInContext } from './support/browser';
import { toast, withoutFirstAnswers } from './support/screen';

// The failure toasts: one endpoint at a time answers a server error,
// or its request never arrives, while everything else talks to the real server.

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** Sonner's toasts, so a text that also appears on the page is only found in the toast. */
/**
 * Makes `method pathname` fail until the returned function is called: a 500 in the API's error shape
 * (by default with no message of its own, so the screen falls back to the spec's text) or a dropped
 * connection. Other methods on the same path still reach the server.
 */
async function failRequests(page: Page, method: string, pathname: RegExp, how: 'error' | 'abort' = 'error', message = '') {
  const matches = (url: URL) => pathname.test(url.pathname);
  const handler = (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    if (how === 'abort') return route.abort('failed');
    return route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message } } });
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

async function openContent(page: Page) {
  await page.goto('/content');
  await page.getByRole('heading', { level: 1, name: 'Content Engine' }).waitFor();
}

async function saveViaApi(context: BrowserContext, input: SaveContentInput): Promise<ContentItem> {
  const response = await context.request.post('/api/content', { headers: pageOrigin(), data: input });
  if (response.status() !== 201) throw new Error(`Could not save content: ${response.status()} ${await response.text()}`);
  return (await response.json()) as ContentItem;
}

async function storedItem(context: BrowserContext, id: string) {
  const response = await context.request.get(`/api/content/${id}`);
  return { status: response.status(), item: response.ok() ? ((await response.json()) as ContentItem) : null };
}

const blog = (title: string): SaveContentInput => ({
  type: 'blog',
  title,
  body: { title, metaDescription: 'A short summary', content: '# Heading\n\nSome text.', tags: ['baking'] },
});

async function openCreator(page: Page) {
  await page.getByRole('button', { name: 'Create Content' }).first().click();
  return page.getByRole('dialog', { name: 'AI Content Creator' });
}

describe('AI Content Creator failures', () => {
  it('a failed generation shows the toast and keeps the form as it was', async () => {
    const { context, page } = await signedInContext(browser);
    await failRequests(page, 'POST', /^\/api\/content\/generate$/);
    await openContent(page);
    const dialog = await openCreator(page);
    await dialog.getByLabel('Topic').fill('Sourdough for beginners');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();

    await toast(page, contentMessages.generateFailed).waitFor();
    await expect(dialog.getByLabel('Topic').inputValue()).resolves.toBe('Sourdough for beginners');
    await expect(dialog.getByRole('button', { name: 'Generate', exact: true }).isEnabled()).resolves.toBe(true);
    await expect(toast(page, contentMessages.generated).count()).resolves.toBe(0);
    await context.close();
  });

  it('a generation whose request never arrives shows the same toast', async () => {
    const { context, page } = await signedInContext(browser);
    await failRequests(page, 'POST', /^\/api\/content\/generate$/, 'abort');
    await openContent(page);
    const dialog = await openCreator(page);
    await dialog.getByLabel('Topic').fill('Rye bread');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await toast(page, contentMessages.generateFailed).waitFor();
    await context.close();
  });

  it('a failed save shows the toast, keeps the draft, and the draft saves once the server answers', async () => {
    const { context, page } = await signedInContext(browser);
    await openContent(page);
    const dialog = await openCreator(page);
    await dialog.getByLabel('Topic').fill('Baking with rye');
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await toast(page, contentMessages.generated).waitFor();

    const restore = await failRequests(page, 'POST', /^\/api\/content$/);
    await dialog.getByRole('button', { name: 'Save Content' }).click();
    await toast(page, contentMessages.saveFailed).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Save Content' }).waitFor();
    const list = await (await context.request.get('/api/content')).json();
    expect(list.total).toBe(0);

    await restore();
    await dialog.getByRole('button', { name: 'Save Content' }).click();
    await toast(page, contentMessages.saved).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'All Content (1)' }).waitFor();
    await context.close();
  });
});

describe('content library failures', () => {
  it('a failed status change shows the toast and the card keeps its status', async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveViaApi(context, blog('Rye bread guide'));
    await failRequests(page, 'PATCH', /^\/api\/content\/[^/]+\/status$/);
    await openContent(page);

    const status = page.getByLabel('Status of Rye bread guide');
    await status.selectOption('published');
    await toast(page, contentMessages.statusFailed).waitFor();
    await expect.poll(() => status.inputValue()).toBe('draft');
    await expect(toast(page, contentMessages.statusChanged('published')).count()).resolves.toBe(0);
    await expect(storedItem(context, item.id)).resolves.toMatchObject({ item: { status: 'draft' } });
    await context.close();
  });

  it('a failed delete shows the toast and the card stays', async () => {
    const { context, page } = await signedInContext(browser);
    const item = await saveViaApi(context, blog('Keep me'));
    await failRequests(page, 'DELETE', /^\/api\/content\/[^/]+$/, 'abort');
    await openContent(page);

    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(contentMessages.deleteConfirm);
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Delete Keep me' }).click();
    await toast(page, contentMessages.deleteFailed).waitFor();
    await page.getByTestId('content-card').filter({ hasText: 'Keep me' }).waitFor();
    await expect(page.getByRole('button', { name: 'Delete Keep me' }).isEnabled()).resolves.toBe(true);
    await page.getByRole('tab', { name: 'All Content (1)' }).waitFor();
    await expect(storedItem(context, item.id)).resolves.toMatchObject({ status: 200 });
    await context.close();
  });

  it('a failed delete answered with a server error shows the same toast', async () => {
    const { context, page } = await signedInContext(browser);
    await saveViaApi(context, blog('Still here'));
    await failRequests(page, 'DELETE', /^\/api\/content\/[^/]+$/);
    await openContent(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Still here' }).click();
    await toast(page, contentMessages.deleteFailed).waitFor();
    await page.getByTestId('content-card').filter({ hasText: 'Still here' }).waitFor();
    await context.close();
  });
});

describe('dashboard failure', () => {
  it('a failed summary shows the toast and an alert whose Try again recovers', async () => {
    const { context, page } = await signedInContext(browser);
    await withoutFirstAnswers(page);
    const restore = await failRequests(page, 'GET', /^\/api\/dashboard$/);
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();

    // The query retries once before it reports the failure.
    await toast(page, dashboardMessages.loadFailed).waitFor({ timeout: 15_000 });
    await expect(toast(page, dashboardMessages.loadFailed).count()).resolves.toBe(1);
    const alert = page.getByRole('alert').filter({ hasText: dashboardMessages.loadFailed });
    await alert.waitFor();
    await expect(page.getByTestId('stat-projects').count()).resolves.toBe(0);

    await restore();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('stat-projects').getByTestId('stat-value').waitFor();
    await alert.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('Smart Setup failure', () => {
  async function analyzeUrl(page: Page, url: string) {
    await page.goto('/setup');
    await page.getByRole('heading', { level: 1, name: setupLabels.title }).waitFor();
    await page.getByRole('button', { name: new RegExp(setupLabels.urlMode) }).click();
    await page.getByLabel(setupLabels.websiteUrl).fill(url);
    await page.getByRole('button', { name: setupLabels.analyze, exact: true }).click();
  }

  it('a URL analysis that cannot start shows the toast and keeps the URL', async () => {
    const { context, page } = await signedInContext(browser);
    await failRequests(page, 'POST', /^\/api\/setup\/analyses$/);
    await analyzeUrl(page, 'https://example.com/');

    await toast(page, setupMessages.analyzeFailed).waitFor();
    await expect(page.getByLabel(setupLabels.websiteUrl).inputValue()).resolves.toBe('https://example.com/');
    await context.close();
  });

  it('a URL analysis whose request never arrives shows the same toast', async () => {
    const { context, page } = await signedInContext(browser);
    await failRequests(page, 'POST', /^\/api\/setup\/analyses$/, 'abort');
    await analyzeUrl(page, 'https://example.com/');
    await toast(page, setupMessages.analyzeFailed).waitFor();
    await context.close();
  });

  it("shows the spec's toast, not the API's generic text, when the server fails unexpectedly", async () => {
    const { context, page } = await signedInContext(browser);
    // What the real error handler answers for an unhandled error.
    await failRequests(page, 'POST', /^\/api\/setup\/analyses$/, 'error', apiMessages.internal);
    await analyzeUrl(page, 'https://example.com/');
    await toast(page, setupMessages.analyzeFailed).waitFor();
    await expect(toast(page, apiMessages.internal).count()).resolves.toBe(0);
    await context.close();
  });
});
