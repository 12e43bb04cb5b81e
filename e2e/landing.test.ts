import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, workerBrowser, signedInContext } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function openLanding(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.hash;
}

describe('landing page', () => {
  it('has the features, pricing and testimonials sections', async () => {
    const page = await openLanding();
    for (const id of ['features', 'pricing', 'testimonials']) {
      expect(await page.locator(`section#${id}`).count()).toBe(1);
    }
    expect(await page.locator('#features li h3').count()).toBe(10);
    expect(await page.locator('#testimonials figure').count()).toBe(3);
    await page.context().close();
  });

  it('links the top nav to the sections, the demo, the dashboard and sign-in', async () => {
    const page = await openLanding();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = {
      Features: '/#features',
      Pricing: '/#pricing',
      Testimonials: '/#testimonials',
      Demo: '/demo',
      'Sign in': '/login',
      Dashboard: '/dashboard',
    };
    for (const [name, href] of Object.entries(expected)) {
      expect(await nav.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    await page.context().close();
  });

  it('scrolls to a section from the nav', async () => {
    const page = await openLanding();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL('**/#pricing');
    await page.waitForFunction(() => {
      const top = document.getElementById('pricing')?.getBoundingClientRect().top ?? Infinity;
      return Math.abs(top - 64) < 8;
    });
    await page.context().close();
  });

  it('shows the marketing claims and the hero buttons', async () => {
    const page = await openLanding();
    const hero = await page.locator('main > section').first().innerText();
    for (const claim of ['14-day free trial', 'No credit card required', '50K+', '10K+', '95%', '24/7']) {
      expect(hero).toContain(claim);
    }
    expect(await page.getByRole('link', { name: 'Start Free Trial', exact: true }).getAttribute('href')).toBe('/dashboard');
    expect(await page.getByRole('link', { name: 'Watch Demo', exact: true }).getAttribute('href')).toBe('/demo');

    await page.getByRole('link', { name: 'Watch Demo', exact: true }).click();
    await page.waitForURL('**/demo');
    await page.getByRole('heading', { name: 'See Uplift in action' }).waitFor();
    await page.context().close();
  });

  it('prices the three plans from the catalogue, each with Subscribe Now to the dashboard', async () => {
    const page = await openLanding();
    const pricing = page.locator('#pricing');
    const cards = pricing.locator('ul > li').filter({ has: page.getByRole('heading', { level: 3 }) });
    expect(await cards.count()).toBe(3);

    const prices = await cards.evaluateAll((items) =>
      items.map((item) => [item.querySelector('h3')?.textContent, item.textContent?.match(/\$\d+/)?.[0]]),
    );
    expect(prices).toEqual([
      ['Starter', '$19'],
      ['Professional', '$59'],
      ['Enterprise', '$199'],
    ]);
    expect(await pricing.getByText('/month').count()).toBe(3);

    expect(await pricing.getByText('Most Popular', { exact: true }).count()).toBe(1);
    expect(await cards.filter({ hasText: 'Most Popular' }).locator('h3').innerText()).toBe('Professional');

    const subscribe = pricing.getByRole('link', { name: 'Subscribe Now', exact: true });
    expect(await subscribe.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/dashboard',
      '/dashboard',
      '/dashboard',
    ]);
    await page.context().close();
  });

  it('sends a signed-out visitor who subscribes to sign-in', async () => {
    const page = await openLanding();
    await page.locator('#pricing').getByRole('link', { name: 'Subscribe Now' }).first().click();
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
    await page.context().close();
  });

  it('takes a signed-in user who subscribes to the dashboard', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/');
    await page.locator('#pricing').getByRole('link', { name: 'Subscribe Now' }).nth(1).click();
    await page.waitForURL('**/dashboard');
    expect(pathOf(page)).toBe('/dashboard');
    await context.close();
  });

  it('closes with a call to action to billing', async () => {
    const page = await openLanding();
    expect(await page.getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe('/settings/billing');
    await page.context().close();
  });

  it('has no dead links in the footer', async () => {
    const page = await openLanding();
    const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      expect(href.startsWith('/')).toBe(true);
      expect(href.endsWith('#')).toBe(false);
    }
    expect(hrefs).toEqual(
      expect.arrayContaining(['/#features', '/#pricing', '/#testimonials', '/demo', '/login', '/dashboard', '/settings/billing']),
    );
    await page.context().close();
  });
});
