import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationMessages } from '../src/shared/notification-kinds';
import { workerBrowser, signedInContext } from './support/browser';
import { toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const toggle = (page: Page, label: string, channel: 'In-app' | 'E-mail') =>
  page.getByRole('switch', { name: `${label}: ${channel}`, exact: true });
const checked = async (page: Page, label: string, channel: 'In-app' | 'E-mail') =>
  (await toggle(page, label, channel).getAttribute('aria-checked')) === 'true';

async function openNotificationsTab(page: Page) {
  await page.goto('/settings?tab=notifications');
  await page.getByRole('tab', { name: 'Notifications', selected: true }).waitFor();
  await toggle(page, 'Content publishing', 'In-app').waitFor();
}

/** Clicks a switch and waits until the server has stored the change. */
async function flip(page: Page, label: string, channel: 'In-app' | 'E-mail') {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/notifications/preferences') && response.request().method() === 'PUT',
  );
  await toggle(page, label, channel).click();
  expect((await saved).status()).toBe(200);
}

describe('Settings → Notifications', () => {
  it("shows the spec's defaults: on for publishing, SEO, mentions and usage, off for weekly reports and team activity", async () => {
    const { context, page } = await signedInContext(browser);
    await openNotificationsTab(page);
    for (const label of ['Content publishing', 'SEO alerts', 'Social mentions', 'Usage alerts', 'Billing']) {
      expect([await checked(page, label, 'In-app'), await checked(page, label, 'E-mail')], label).toEqual([true, true]);
    }
    for (const label of ['Weekly reports', 'Team activity']) {
      expect([await checked(page, label, 'In-app'), await checked(page, label, 'E-mail')], label).toEqual([false, false]);
    }
    // Account notices cannot be turned off.
    expect(await toggle(page, 'Account and security', 'In-app').isDisabled()).toBe(true);
    await page.getByText('Always on').waitFor();
    await context.close();
  });

  it('saves a change at once and keeps it across a reload', async () => {
    const { context, page } = await signedInContext(browser);
    await openNotificationsTab(page);
    await flip(page, 'Weekly reports', 'E-mail');
    await flip(page, 'SEO alerts', 'In-app');
    expect(await checked(page, 'Weekly reports', 'E-mail')).toBe(true);

    await page.reload();
    await openNotificationsTab(page);
    expect(await checked(page, 'Weekly reports', 'E-mail')).toBe(true);
    expect(await checked(page, 'Weekly reports', 'In-app')).toBe(false);
    expect(await checked(page, 'SEO alerts', 'In-app')).toBe(false);
    expect(await checked(page, 'SEO alerts', 'E-mail')).toBe(true);
    await context.close();
  });

  it('a change the server refuses is undone, with a toast', async () => {
    const { context, page } = await signedInContext(browser);
    await openNotificationsTab(page);
    await page.route('**/api/notifications/preferences', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: '' } } })
        : route.fallback(),
    );
    await toggle(page, 'Usage alerts', 'E-mail').click();
    await toast(page, notificationMessages.updateFailed).waitFor();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="Usage alerts: E-mail"]')?.getAttribute('aria-checked') === 'true',
    );
    await page.unroute('**/api/notifications/preferences');
    await page.reload();
    await openNotificationsTab(page);
    expect(await checked(page, 'Usage alerts', 'E-mail')).toBe(true);
    await context.close();
  });
});
