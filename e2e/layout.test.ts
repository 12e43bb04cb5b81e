import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutMessages } from '../src/shared/messages';
import { launchBrowser, signedInContext } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
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
    await expect(sidebar.getByRole('link', { name: layoutMessages.upgradeToPro }).getAttribute('href')).resolves.toBe(
      '/settings/billing',
    );
    const expandedWidth = (await sidebar.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('true');
    // The width animates: it is read until the sidebar has narrowed.
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(expandedWidth);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar.getAttribute('data-collapsed')).resolves.toBe('false');
    await context.close();
  });
});

describe('header', () => {
  it('has the search box, the AI Tasks counter and no invented traffic figure', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    await page.getByPlaceholder(layoutMessages.searchPlaceholder).waitFor();
    await expect(page.getByTestId('ai-tasks').textContent()).resolves.toBe('0');
    await expect(page.getByText('% Traffic').count()).resolves.toBe(0);
    await context.close();
  });

  it('lists notifications under the bell and marks them all as read', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).click();
    await page.getByText('Welcome to Uplift').waitFor();
    await page.getByRole('button', { name: layoutMessages.markAllAsRead }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications (0 unread)' }).waitFor();

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
