import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutMessages } from '../src/shared/messages';
import { workerBrowser, pageOrigin, signedInContext } from './support/browser';
import { recordFirstReads, recordReads } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

describe('sidebar', () => {
  it('marks the active item, Dashboard only on an exact match', async () => {
    const { context, page } = await signedInContext(browser);
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const current = () => sidebar.locator('[aria-current="page"]').allTextContents();

    await page.goto('/dashboard');
    await sidebar.waitFor();
    await expect(current()).resolves.toEqual(['Dashboard']);
    await page.goto('/content/calendar');
    await page.getByRole('heading', { level: 1, name: 'Content Calendar' }).waitFor();
    await expect(current()).resolves.toEqual(['Content Engine']);
    await page.goto('/settings/billing');
    await page.getByRole('heading', { level: 1, name: 'Billing & Subscription' }).waitFor();
    await expect(current()).resolves.toEqual(['Settings']);
    await context.close();
  });

  it('collapses and expands, and links the logo and the upgrade card', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    await sidebar.waitFor();
    await expect(sidebar.getByRole('link', { name: 'Uplift home' }).getAttribute('href')).resolves.toBe('/');
    await expect(sidebar.getByRole('link', { name: layoutMessages.upgradeToPro }).getAttribute('href')).resolves.toBe('/settings/billing');
    const expandedWidth = (await sidebar.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('true');
    // The width animates: it is read until the sidebar has narrowed.
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(expandedWidth);
    // It stays collapsed on the next page load, already in the screen's first HTML (its shell).
    const reloaded = await page.goto('/seo');
    expect(await reloaded?.text()).toContain('data-collapsed="true"');
    expect(await reloaded?.text()).not.toContain('data-collapsed="false"');
    await page.locator('[data-screen-shell]').waitFor({ state: 'detached' });
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('false');
    await context.close();
  });
});

describe('header', () => {
  it('has the search box, the AI Tasks counter and no invented traffic figure', async () => {
    const { context, page } = await signedInContext(browser);
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto('/dashboard');
    await page.getByPlaceholder(layoutMessages.searchPlaceholder).waitFor();
    await expect(page.getByTestId('ai-tasks').textContent()).resolves.toBe('0');
    await expect(page.getByText('% Traffic').count()).resolves.toBe(0);
    await context.close();
  });

  it("reads the workspaces and projects once for a page: the frame's loader's reads are the ones it shows", async () => {
    const { context, page } = await signedInContext(browser);
    // A screen with a shell has them answered in its page; one without asks for each once.
    const expectFirstReads = recordFirstReads(page, ['/api/projects', '/api/workspaces']);
    await page.goto('/content');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectFirstReads(['/api/projects', '/api/workspaces']);
    const readsOf = recordReads(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(readsOf(['/api/projects', '/api/workspaces'])).toEqual(['/api/projects', '/api/workspaces']);
    await context.close();
  });

  it('lists notifications under the bell and marks them all as read', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Notifications: 1 unread' }).click();
    await page.getByText('Welcome to Uplift').waitFor();
    await page.getByRole('button', { name: layoutMessages.markAllAsRead }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications: 0 unread' }).waitFor();

    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'Welcome to Uplift' }).waitFor();
    await page.getByText('0 unread').waitFor();
    await context.close();
  });

  it('opens the user menu entries and signs out', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    const entries: Array<[string, string]> = [
      [layoutMessages.profileSettings, '/settings'],
      [layoutMessages.billingAndSubscription, '/settings/billing'],
      [layoutMessages.teamManagement, '/settings/team'],
    ];
    for (const [label, path] of entries) {
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menuitem', { name: label }).click();
      await page.waitForURL(`**${path}`);
    }
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: layoutMessages.signOut }).click();
    await page.waitForURL('**/login');
    const me = await context.request.get('/api/me');
    expect(me.status()).toBe(401);
    await context.close();
  });
});

/** Labels of the header's visible controls that stick out of it (past an edge, or wrapped below it). */
function controlsOutsideHeader(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const edges = header.getBoundingClientRect();
    return [...header.querySelectorAll('button, input, [data-testid]')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.left < edges.left || box.right > edges.right || box.top < edges.top || box.bottom > edges.bottom;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
  });
}

describe('header at tablet and desktop widths', () => {
  /** Long names on every selector: the header's worst case short of a traffic figure. */
  async function withLongNames() {
    const signedIn = await signedInContext(browser);
    const { request } = signedIn.context;
    await request.post('/api/auth/update-user', { headers: pageOrigin(), data: { name: 'Alexandra Montgomery-Smithson' } });
    await request.post('/api/projects', { headers: pageOrigin(), data: { name: 'The Bakery on the Corner of Long Street' } });
    await signedIn.page.goto('/dashboard');
    return signedIn;
  }

  it('fits its controls, the search a field of at least 12rem or else its icon', async () => {
    const { context, page } = await withLongNames();
    const field = page.getByRole('searchbox', { name: layoutMessages.search });
    const opener = page.getByRole('button', { name: layoutMessages.search, exact: true });
    for (const width of [768, 1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: 'User menu' }).waitFor();
      expect(await controlsOutsideHeader(page), `controls outside the header at ${width} px`).toEqual([]);
      // The icon alone, or the field alone and at least 192 px wide.
      const iconShown = await opener.isVisible();
      const fieldWidth = (await field.isVisible()) ? ((await field.boundingBox())?.width ?? 0) : 0;
      expect(iconShown ? fieldWidth === 0 : fieldWidth >= 192, `at ${width} px: icon ${iconShown}, field ${fieldWidth} px`).toBe(true);
    }
    await context.close();
  });

  it('opens a full search field from the icon at 1024 and 1280, and Escape closes it', async () => {
    const { context, page } = await withLongNames();
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const opener = page.getByRole('button', { name: layoutMessages.search, exact: true });
      await opener.click();
      const field = page.getByRole('searchbox', { name: layoutMessages.search });
      await expect(field.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
      expect((await field.boundingBox())?.width).toBeGreaterThanOrEqual(192);
      // What was typed before stays when the field closes; typing goes to the focused field.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('sourdough');
      await expect(field.inputValue()).resolves.toBe('sourdough');
      expect(await controlsOutsideHeader(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: layoutMessages.closeSearch }).count()).resolves.toBe(0);
      await expect(opener.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    }
    await context.close();
  });
});
