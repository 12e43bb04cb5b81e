import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages, trackingSnippet } from '../src/shared/analytics/analytics';
import { baseUrl, workerBrowser, pageOrigin, password, signedInContext } from './support/browser';
import { toast, withoutFirstAnswers } from './support/screen';
import { whenCounted } from './support/analytics-site';

// The collection endpoint drops bots, and headless Chromium says 'HeadlessChrome': visits carry a real browser's agent.
const desktopChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function ownerWithProject(): Promise<{ context: BrowserContext; page: Page; projectId: string; email: string }> {
  const { context, page, email } = await signedInContext(browser);
  const created = await context.request.post('/api/projects', {
    headers: pageOrigin(),
    data: { name: 'Rye Bakery', url: 'https://rye.example' },
  });
  expect(created.status()).toBe(201);
  return { context, page, email, projectId: ((await created.json()) as { id: string }).id };
}

/** What the tracker on the site sends, from a visitor's browser. */
async function visit(projectId: string, event: Record<string, unknown>, userAgent = desktopChrome) {
  const sent = await fetch(`${baseUrl}/api/event`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'user-agent': userAgent, origin: 'https://rye.example' },
    body: JSON.stringify({ p: projectId, w: 1440, r: '', ...event }),
  });
  expect([sent.status, sent.headers.get('x-uplift-dropped')]).toEqual([202, null]);
}

const kpi = (page: Page, name: 'visitors' | 'page-views' | 'conversions' | 'revenue') =>
  page.getByTestId(`kpi-${name}`).getByTestId('kpi-value').textContent();

async function openAnalytics(page: Page, query = '') {
  await page.goto(`/analytics${query}`);
  await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
}

describe('Analytics', () => {
  it('shows the snippet, waits for the first visit, then reports the visits over any range', async () => {
    const { context, page, projectId } = await ownerWithProject();
    await openAnalytics(page);

    await expect(page.getByTestId('tracking-snippet').textContent()).resolves.toBe(trackingSnippet(`${baseUrl}/js/script.js`, projectId));
    await page.getByText(analyticsMessages.waiting).waitFor();
    await page.getByRole('button', { name: 'Copy snippet' }).waitFor();
    await expect(page.getByTestId('kpi-visitors').textContent()).resolves.toContain(analyticsMessages.noEarlierData);
    await page.getByText(analyticsMessages.noCountries).waitFor();

    // A visitor from Google reads two pages and buys; a second one comes straight to the pricing page.
    await visit(projectId, { n: 'pageview', u: 'https://rye.example/', r: 'https://www.google.com/' });
    await visit(projectId, { n: 'pageview', u: 'https://rye.example/pricing', r: 'https://rye.example/' });
    await visit(projectId, { n: 'Purchase', u: 'https://rye.example/pricing', $: { amount: 49, currency: 'USD' } });
    await visit(projectId, { n: 'pageview', u: 'https://rye.example/pricing', w: 390 }, iphone);

    // The screen polls while it waits, then reads the report again: with the first visits written,
    // which may not be all four yet (they are written once a second). Reloaded once all are counted.
    await page.getByText(analyticsMessages.receiving).waitFor({ timeout: 20_000 });
    await expect.poll(() => kpi(page, 'page-views'), { timeout: 15_000 }).not.toBe('0');
    await whenCounted(context, projectId, 3);
    await page.reload();
    await expect.poll(() => kpi(page, 'page-views'), { timeout: 15_000 }).toBe('3');
    await expect(kpi(page, 'visitors')).resolves.toBe('2');
    await expect(kpi(page, 'conversions')).resolves.toBe('1');
    await expect(kpi(page, 'revenue')).resolves.toBe('$49');
    const sources = page.getByTestId('traffic-source');
    await sources.filter({ hasText: 'Organic Search' }).filter({ hasText: '50%' }).waitFor();
    await sources.filter({ hasText: 'Direct' }).filter({ hasText: analyticsMessages.noEarlierData }).waitFor();
    await expect(page.getByTestId('top-page').first().textContent()).resolves.toContain('/pricing');
    await page.getByRole('region', { name: 'Referrers' }).getByText('google.com').waitFor();
    await page.getByRole('region', { name: 'Devices' }).getByText('Mobile').waitFor();
    await expect
      .poll(() => page.getByTestId('realtime-visitors').textContent(), { timeout: 35_000 })
      .toContain('2 visitors in the last 5 minutes');

    // View All lists every page with its figures.
    await page.getByRole('region', { name: 'Top Pages' }).getByRole('button', { name: 'View All' }).click();
    const all = page.getByRole('dialog', { name: 'All pages' });
    const pricing = all.getByRole('row', { name: /\/pricing/ });
    await expect(pricing.getByRole('cell').allTextContents()).resolves.toEqual(['/pricing', '2', '2', '—', '100%']);
    await all.getByRole('row', { name: /^\/ / }).waitFor();
    await page.keyboard.press('Escape');
    await all.waitFor({ state: 'detached' });

    // Another range keeps the same visits of today and goes into the address.
    await page.getByRole('button', { name: '7d', exact: true }).click();
    await page.waitForURL('**/analytics?range=7d');
    // The address changes before the screen shows the new range: asked until it does.
    await expect.poll(() => page.getByRole('button', { name: '7d', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => kpi(page, 'visitors')).toBe('2');

    // A custom range before the visits shows none of them.
    await page.getByRole('button', { name: 'Custom' }).click();
    await page.getByLabel('From', { exact: true }).fill('2025-01-01');
    await page.getByLabel('To', { exact: true }).fill('2025-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/analytics?from=2025-01-01&to=2025-01-31');
    await page.getByText('Jan 1 – Jan 31, 2025').waitFor();
    await expect.poll(() => kpi(page, 'visitors')).toBe('0');
    await page.getByText('No visits in this period.').waitFor();

    // Opening the screen is in the workspace's activity.
    const activity = (await (await context.request.get('/api/events')).json()) as { events: { type: string }[] };
    expect(activity.events.map((event) => event.type)).toContain('analytics_viewed');
    await context.close();
  });

  it('lets the owner allow another hostname, kept after a reload', async () => {
    const { context, page } = await ownerWithProject();
    await openAnalytics(page);
    const hostname = page.getByLabel('Add a hostname');
    await hostname.fill('not a host');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Enter a hostname such as shop.example.com').waitFor();
    await hostname.fill('Staging.Rye.example');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save hostnames' }).click();
    await toast(page, analyticsMessages.hostnamesSaved).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Remove staging.rye.example' }).waitFor();
    await context.close();
  });

  it('says when the report cannot load and when the session is gone, and comes back after signing in', async () => {
    const { context, page, email } = await ownerWithProject();
    await withoutFirstAnswers(page);
    await page.route('**/api/analytics/projects/*/report?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
      }),
    );
    await openAnalytics(page);
    // Toasted as every area's load failure is, with the card that tries again.
    await toast(page, analyticsMessages.loadFailed).waitFor();
    await page.getByRole('alert').filter({ hasText: analyticsMessages.loadFailed }).waitFor();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('kpi-visitors').waitFor();
    await toast(page, analyticsMessages.loadFailed).waitFor({ state: 'detached' });

    // Signed out elsewhere: the next read is refused, the screen says so in its own words and sends to sign-in.
    expect((await context.request.post('/api/auth/sign-out', { headers: pageOrigin(), data: {} })).ok()).toBe(true);
    await page.getByRole('button', { name: '90d', exact: true }).click();
    await toast(page, analyticsMessages.signedOut).waitFor();
    await page.waitForURL((url) => url.pathname === '/login' && (url.searchParams.get('redirect') ?? '').startsWith('/analytics'));
    await expect(toast(page, analyticsMessages.loadFailed).count()).resolves.toBe(0);

    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/analytics');
    await page.getByTestId('kpi-visitors').waitFor();
    await context.close();
  });

  it("draws the visitors chart on a phone once it is scrolled to, not with the screen's first load", async () => {
    const { context, page } = await signedInContext(browser);
    expect((await context.request.post('/api/workspaces/sample', { headers: pageOrigin() })).status()).toBe(201);
    await page.setViewportSize({ width: 412, height: 600 });
    await openAnalytics(page);
    await page.getByTestId('kpi-visitors').getByTestId('kpi-value').waitFor();
    // Every read and lazy chunk the screen's first load asks for has arrived: a chart it drew would be there.
    await page.waitForLoadState('networkidle');
    const chart = page.getByRole('img', { name: /^Visitors and page views per day/ });
    expect(await chart.locator('.recharts-surface').count()).toBe(0);
    await chart.scrollIntoViewIfNeeded();
    await chart.locator('.recharts-surface').waitFor();
    await context.close();
  });

  it('asks for a project first', async () => {
    const { context, page } = await signedInContext(browser);
    await openAnalytics(page);
    await page.getByText(analyticsMessages.noProject).waitFor();
    await expect(page.getByRole('link', { name: 'Smart Setup' }).last().getAttribute('href')).resolves.toBe('/setup');
    await context.close();
  });
});
