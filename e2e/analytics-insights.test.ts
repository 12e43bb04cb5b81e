import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsMessages } from '../src/shared/analytics/analytics';
import { recommendationActions, recommendationMessages } from '../src/shared/analytics/recommendations';
import { billingMessages } from '../src/shared/messages';
import { workerBrowser, pageOrigin } from './support/browser';
import { ownerWithProject, visit, whenCounted } from './support/analytics-site';
import { toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** An e-mail saved in the Content Engine, with the address it was published at. */
async function publishedEmail(context: BrowserContext, title: string, publishedUrl: string): Promise<string> {
  const saved = await context.request.post('/api/content', {
    headers: pageOrigin(),
    data: { type: 'email', title, body: { subject: title, content: 'Fresh from the oven.', cta: 'Order' } },
  });
  expect(saved.status()).toBe(201);
  const id = ((await saved.json()) as { id: string }).id;
  const addressed = await context.request.patch(`/api/content/${id}/published-url`, { headers: pageOrigin(), data: { publishedUrl } });
  expect(addressed.ok()).toBe(true);
  return id;
}

const visitors = (page: Page) => page.getByTestId('kpi-visitors').getByTestId('kpi-value').textContent();

async function openAnalytics(page: Page) {
  await page.goto('/analytics');
  await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
}

describe('Analytics insights', () => {
  it('shows a Professional owner content performance, custom events and recommendations, and exports the report', async () => {
    const { context, page, projectId } = await ownerWithProject(browser, 'professional');
    const spelt = await publishedEmail(context, 'Spelt loaf newsletter', 'https://rye.example/news/spelt');
    // Two visitors come from social networks and one straight; one of them reads the newsletter twice and signs up.
    await visit(projectId, 1, { n: 'pageview', u: 'https://rye.example/', r: 'https://www.facebook.com/' });
    await visit(projectId, 1, { n: 'pageview', u: 'https://rye.example/news/spelt' });
    await visit(projectId, 2, { n: 'pageview', u: 'https://rye.example/news/spelt', r: 'https://t.co/x' });
    await visit(projectId, 2, { n: 'pageview', u: 'https://rye.example/news/spelt' });
    await visit(projectId, 2, { n: 'Signup', u: 'https://rye.example/news/spelt' });
    await visit(projectId, 3, { n: 'pageview', u: 'https://rye.example/' });

    await whenCounted(context, projectId, 5);
    await openAnalytics(page);
    await expect.poll(() => visitors(page)).toBe('3');

    // Custom events: how often each happened.
    await page.getByRole('region', { name: 'Custom events' }).getByText('Signup').waitFor();

    // Content Performance: the newsletter's address drew three views from two visitors, and it opens in the Content Engine.
    const performance = page.getByRole('region', { name: 'Content Performance' });
    const row = performance.getByTestId('content-performance-row').filter({ hasText: 'Spelt loaf newsletter' });
    await row.waitFor();
    await expect
      .poll(() => row.getByRole('cell').allInnerTexts())
      .toEqual(['Spelt loaf newsletter\nrye.example/news/spelt', 'Email', '3', '2', '—', '0%']);
    await expect(row.getByRole('link', { name: 'Spelt loaf newsletter' }).getAttribute('href')).resolves.toBe(`/content?id=${spelt}`);
    await expect(performance.getByRole('link', { name: 'Create Content' }).getAttribute('href')).resolves.toBe('/content');
    await performance.getByRole('button', { name: 'View All' }).click();
    await page
      .getByRole('dialog', { name: 'All content' })
      .getByRole('row', { name: /Spelt loaf newsletter/ })
      .waitFor();
    await page.keyboard.press('Escape');

    // Export Report downloads the period as CSV under the server's name.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export Report' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^analytics-rye-bakery-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe(
      'Section,Name,Visitors,Page views,Share (%),Change (%),Time on page (s),Bounce rate (%),Count,Revenue,Currency',
    );
    await toast(page, analyticsMessages.exported).waitFor();

    // Three recommendations drawn offline from the figures (no AI provider in the tests); Refresh writes them again.
    const recommendations = page.getByRole('region', { name: 'AI Recommendations' });
    await expect.poll(() => recommendations.getByTestId('recommendation').count()).toBe(3);
    await recommendations.getByText(recommendationMessages.offline, { exact: false }).waitFor();
    await recommendations.getByRole('button', { name: 'Refresh' }).click();
    await toast(page, recommendationMessages.refreshed).waitFor();

    // Acting on one opens its tool and is in the workspace's activity.
    const social = recommendations.getByTestId('recommendation').filter({ hasText: 'Build on your social traffic' });
    await social.getByRole('button', { name: recommendationActions.social.label }).click();
    await page.waitForURL(`**${recommendationActions.social.path}`);
    const activity = (await (await page.request.get('/api/events?limit=10')).json()) as { events: { type: string }[] };
    expect(activity.events.map((event) => event.type)).toContain('recommendation_applied');
    await context.close();
  });

  it('says why Export Report is not on the Starter plan, and that a failed apply failed', async () => {
    const { context, page } = await ownerWithProject(browser, 'starter');
    await openAnalytics(page);
    const [refusal] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/export?')),
      page.getByRole('button', { name: 'Export Report' }).click(),
    ]);
    expect([refusal.status(), ((await refusal.json()) as { error: { code: string } }).error.code]).toEqual([403, 'FEATURE_NOT_AVAILABLE']);
    const notOnPlan = toast(page, analyticsMessages.exportNotOnPlan);
    await notOnPlan.getByRole('button', { name: 'Upgrade' }).click();
    await page.getByRole('dialog', { name: billingMessages.choosePlanTitle }).waitFor();
    await page.keyboard.press('Escape');

    // The empty states say what would fill them.
    await page
      .getByRole('region', { name: 'Content Performance' })
      .getByText('add the address a piece was published at', { exact: false })
      .waitFor();
    await page.getByRole('region', { name: 'Custom events' }).getByText("uplift('Signup')", { exact: false }).waitFor();

    await page.route('**/api/analytics/projects/*/recommendations/*/apply', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
      }),
    );
    await page.getByTestId('recommendation').first().getByRole('button').click();
    await toast(page, recommendationMessages.applyFailed).waitFor();
    await context.close();
  });
});
