import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seoLabels, seoMessages } from '../src/shared/seo/seo';
import { technicalCheckIds, technicalMessages } from '../src/shared/seo/technical-checks';
import { analysisBaseUrl, defectSiteUrl, pageOrigin, setWorkspacePlan, workerBrowser, signedInContext } from './support/browser';
import { recordFirstReads, toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function openSeo(page: Page, tab = 'Content Optimization') {
  await page.goto('/seo');
  await page.getByRole('heading', { level: 1, name: 'SEO Tools' }).waitFor();
  await page.getByRole('tab', { name: tab }).click();
}

/** The issue table's row for an issue on a page. */
function issueRow(page: Page, issue: string, path: string) {
  return page.getByRole('table', { name: 'Issues' }).getByRole('row').filter({ hasText: issue }).filter({ hasText: path });
}

describe('SEO Tools', () => {
  it('opens on the project with its first reads answered in the page, none asked for again', async () => {
    const { context, page } = await signedInContext(browser);
    const created = await context.request.post('/api/projects', {
      headers: pageOrigin(),
      data: { name: 'Crumb & Crust', url: 'https://crumb-and-crust.example/shop' },
    });
    const projectId: string = (await created.json()).id;
    const expectFirstReads = recordFirstReads(page, ['/api/seo/', '/api/analytics/']);
    await page.goto('/seo');
    await page.getByRole('tab', { name: 'Keyword Research', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const project = `projectId=${projectId}`;
    const firstReads = [
      `/api/seo/overview?site=${encodeURIComponent('https://crumb-and-crust.example')}&${project}`,
      `/api/analytics/projects/${projectId}/report?range=30d`,
      `/api/seo/links?${project}`,
      `/api/seo/keywords/research/latest?${project}`,
      `/api/seo/competitors/analyses/latest?${project}`,
      `/api/seo/ranks?${project}`,
      `/api/seo/search-console?${project}`,
    ];
    await expectFirstReads(firstReads);
    await context.close();
  });

  it('checks the address before scanning, in the spec’s words', async () => {
    const { context, page } = await signedInContext(browser, undefined, analysisBaseUrl);
    await openSeo(page);
    const field = page.getByPlaceholder(seoLabels.urlPlaceholder);
    const analyze = page.getByRole('button', { name: seoLabels.analyzeUrl });
    await expect(analyze.isDisabled()).resolves.toBe(true);
    // No address and no project: Scan Website says what is missing.
    await page.getByRole('button', { name: 'Scan Website' }).click();
    await toast(page, seoMessages.noUrl).waitFor();
    await field.fill('example.com');
    await expect(analyze.isDisabled()).resolves.toBe(false);
    await analyze.click();
    await toast(page, seoMessages.invalidUrl).waitFor();
    // No figure is invented: the tiles wait for analytics and providers.
    await expect(page.getByTestId('seo-stat-domain-authority').getByTestId('seo-stat-value').textContent()).resolves.toBe('—');
    await context.close();
  });

  it('scans a site with real progress, lists its issues High first, and Fix marks one fixed', async () => {
    const { context, page } = await signedInContext(browser, undefined, analysisBaseUrl);
    await openSeo(page);
    await page.getByPlaceholder(seoLabels.urlPlaceholder).fill(`${defectSiteUrl}/`);
    await page.getByRole('button', { name: 'Scan Website' }).click();
    await page.getByRole('progressbar', { name: 'Scan progress' }).waitFor();
    await page.getByTestId('audit-summary').waitFor({ timeout: 60_000 });

    // Starter's scan names the Technical SEO audit's deeper checks it left out, with the way to Enterprise.
    const locked = page.getByTestId('technical-audit-locked');
    await locked.getByText(technicalMessages.leftOutIntro(technicalCheckIds.length)).waitFor();
    await locked.getByText('Canonical loop').waitFor();
    await expect(locked.getByRole('link', { name: technicalMessages.upgrade }).getAttribute('href')).resolves.toBe('/settings/billing');

    const row = issueRow(page, 'Title missing', '/no-title');
    await row.waitFor();
    await expect(page.getByRole('table', { name: 'Issues' }).getByRole('row').nth(1).textContent()).resolves.toMatch(/High/);
    await row.getByRole('button', { name: seoLabels.fix }).click();
    await toast(page, seoMessages.issueFixed).waitFor();
    await row.waitFor({ state: 'detached' });

    // The fixed issue is listed under Fixed, without a Fix button.
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Fixed' }).click();
    await row.waitFor();
    await expect(row.getByRole('button', { name: seoLabels.fix }).count()).resolves.toBe(0);

    // SEO Report downloads the scan as a page to keep or print.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: seoLabels.seoReport }).click()]);
    expect(download.suggestedFilename()).toMatch(/^seo-report-127\.0\.0\.1-\d+-\d{4}-\d{2}-\d{2}\.html$/);
    await context.close();
  });

  it('runs the Technical SEO audit’s deeper checks for Enterprise, in the same list', async () => {
    const { context, page } = await signedInContext(browser, undefined, analysisBaseUrl);
    await setWorkspacePlan(browser, context, 'enterprise', analysisBaseUrl);
    await openSeo(page);
    await page.getByPlaceholder(seoLabels.urlPlaceholder).fill(`${defectSiteUrl}/`);
    await page.getByRole('button', { name: 'Scan Website' }).click();
    await page.getByTestId('technical-audit').waitFor({ timeout: 90_000 });
    await page.getByTestId('technical-audit').getByText(technicalMessages.includedIntro).waitFor();
    await expect(page.getByTestId('technical-audit-locked').count()).resolves.toBe(0);
    await issueRow(page, 'Canonical points to a noindex page', '/canonical-to-noindex').waitFor();
    await context.close();
  });
});
