import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, workerBrowser } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const start = new Date('2026-01-05T09:00:00Z');

/** The demo with a fake clock that only moves when the test runs it. */
async function openDemo(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.clock.install({ time: start });
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  return page;
}

/** Waits for the readout to show this time, e.g. '0:45'. */
async function readoutShows(page: Page, time: string) {
  await page.getByText(`${time} / 3:00`, { exact: true }).waitFor();
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const seekBar = (page: Page) => page.getByRole('slider', { name: 'Seek' });

describe('demo page', () => {
  it('starts idle at 0:00 with the five chapters and their times', async () => {
    const page = await openDemo();
    await readoutShows(page, '0:00');
    const chapters = page.getByRole('list').filter({ has: page.getByRole('button', { name: /SEO Optimization/ }) });
    expect(await chapters.getByRole('button').count()).toBe(5);
    for (const name of [
      'AI Content Generation 0:15 – 0:45',
      'SEO Optimization 0:45 – 1:20',
      'Social Media Automation 1:20 – 1:55',
      'Email Marketing 1:55 – 2:30',
      'Analytics Dashboard 2:30 – 3:00',
    ]) {
      expect(await chapters.getByRole('button', { name, exact: true }).count()).toBe(1);
    }
    expect(await seekBar(page).getAttribute('aria-valuenow')).toBe('0');
    await page.context().close();
  });

  it('plays one second per tick and pauses', async () => {
    const page = await openDemo();
    await button(page, 'Play').click();
    await button(page, 'Pause').waitFor();
    await page.clock.runFor(3000);
    await readoutShows(page, '0:03');

    await button(page, 'Pause').click();
    await button(page, 'Play').waitFor();
    await page.clock.runFor(5000);
    await readoutShows(page, '0:03');
    expect(await seekBar(page).getAttribute('aria-valuenow')).toBe('3');
    await page.context().close();
  });

  it('jumps to a chapter when its card is clicked and shows that chapter', async () => {
    const page = await openDemo();
    await page.getByRole('button', { name: /SEO Optimization/ }).click();
    await readoutShows(page, '0:45');
    await page.getByRole('heading', { name: 'SEO Optimization', level: 2 }).waitFor();
    expect(await page.getByRole('button', { name: /SEO Optimization/ }).getAttribute('aria-current')).toBe('step');

    await page.getByRole('button', { name: /Email Marketing/ }).click();
    await readoutShows(page, '1:55');
    await page.getByRole('heading', { name: 'Email Marketing', level: 2 }).waitFor();
    await page.context().close();
  });

  it('seeks to the clicked point of the progress bar', async () => {
    const page = await openDemo();
    const bar = seekBar(page);
    const box = await bar.boundingBox();
    if (!box) throw new Error('The progress bar is not visible');

    await bar.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await readoutShows(page, '1:30');
    expect(await bar.getAttribute('aria-valuenow')).toBe('90');

    await bar.click({ position: { x: box.width / 4, y: box.height / 2 } });
    await readoutShows(page, '0:45');
    await page.getByRole('heading', { name: 'SEO Optimization', level: 2 }).waitFor();
    await page.context().close();
  });

  it('stops at 3:00 and offers Play again', async () => {
    const page = await openDemo();
    await button(page, 'Play').click();
    await button(page, 'Pause').waitFor();
    await page.clock.runFor(185_000);
    await readoutShows(page, '3:00');
    await button(page, 'Play').waitFor();
    expect(await button(page, 'Pause').count()).toBe(0);

    await page.clock.runFor(5000);
    await readoutShows(page, '3:00');
    await page.context().close();
  });

  it('toggles mute', async () => {
    const page = await openDemo();
    await button(page, 'Mute').click();
    await button(page, 'Unmute').waitFor();
    await button(page, 'Unmute').click();
    await button(page, 'Mute').waitFor();
    await page.context().close();
  });

  it('links to billing and back home', async () => {
    const page = await openDemo();
    expect(await page.getByRole('link', { name: 'Start Free Trial', exact: true }).getAttribute('href')).toBe('/settings/billing');
    expect(await page.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/settings/billing');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.context().close();
  });
});
