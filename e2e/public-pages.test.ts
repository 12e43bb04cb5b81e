import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/shared/messages';
import { baseUrl, workerBrowser } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const firstHeadings = [
  ['/', 'Grow your traffic with'],
  ['/demo', 'See Uplift in action'],
  ['/login', authMessages.signInTitle],
] as const;

describe('public pages', () => {
  it.each(firstHeadings)('%s shows its content before any JavaScript runs', async (path, heading) => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(heading);
    await context.close();
  });

  it('keeps the sign-in button off until the form runs, so nothing is sent as a plain form', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it.each(firstHeadings)('%s comes alive without a hydration error', async (path) => {
    const context = await browser.newContext({ baseURL: baseUrl });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
});
