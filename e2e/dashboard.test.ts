import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardMessages } from '../src/shared/dashboard/dashboard';
import { billingMessages, usageMessages } from '../src/shared/messages';
import { campaignMessages, projectMessages } from '../src/shared/projects';
import { screenVisits } from '../src/shared/screen-visits';
import { workerBrowser, pageOrigin, setWorkspacePlan, signedInContext } from './support/browser';
import { recordFirstReads, statValue, toast, withoutFirstAnswers } from './support/screen';
import { customDashboardLabels as labels } from '../src/web/features/dashboard/labels';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

/** Sonner's toasts, so a text that also appears on the page is only found in the toast. */
async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
  await statValue(page, 'projects').waitFor();
}

/** Today in the browser's own time zone, as the date fields use it. */
function browserToday(page: Page) {
  return page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

describe('dashboard', () => {
  it('welcomes a new workspace with the banner, zero tiles and its first activity', async () => {
    const { context, page, email } = await signedInContext(browser);
    await openDashboard(page);
    const name = email.split('@')[0];
    await page.getByText(`Welcome back, ${name}!`, { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: dashboardMessages.startSmartSetup }).getAttribute('href')).resolves.toBe('/setup');
    await expect(page.getByRole('link', { name: dashboardMessages.viewAnalytics }).getAttribute('href')).resolves.toBe('/analytics');
    for (const stat of ['projects', 'content', 'campaigns', 'subscribers'] as const) {
      await expect(statValue(page, stat).textContent()).resolves.toBe('0');
    }
    const { totalProjects, contentPieces, activeCampaigns, subscribers, recentActivity, quickActions, yourContent } = dashboardMessages;
    for (const label of [totalProjects, contentPieces, activeCampaigns, subscribers])
      await page.getByText(label, { exact: true }).waitFor();
    for (const heading of [recentActivity, quickActions, yourContent])
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await expect(page.getByTestId('stat-subscribers').textContent()).resolves.toContain('No new subscribers in the last 30 days');
    await page.getByText(`Account created for ${email}`).waitFor();
    await page.getByText('No content yet').waitFor();
    await expect(page.getByRole('link', { name: /Schedule Posts/ }).getAttribute('href')).resolves.toBe('/content?create=social');

    await page.getByRole('link', { name: /Analyze Website/ }).click();
    await toast(page, 'Opening Smart Setup...').waitFor();
    await page.waitForURL('**/setup');
    await context.close();
  });

  it('shows the activity empty state and the newest content with View links', async () => {
    const { context, page } = await signedInContext(browser);
    await withoutFirstAnswers(page);
    // Every real workspace starts with its account_created event, so the empty list is staged here.
    await page.route('**/api/events?limit=10', (route) => route.fulfill({ json: { events: [] } }));
    await page.route('**/api/dashboard', async (route) => {
      const response = await route.fetch();
      const summary = await response.json();
      summary.totals.content = 1;
      summary.recentContent = [{ id: 'c-1', title: 'Sourdough basics', type: 'blog', views: 1520, engagement: 87 }];
      await route.fulfill({ response, json: summary });
    });
    await openDashboard(page);
    await page.getByText(dashboardMessages.noActivity, { exact: true }).waitFor();
    await expect(page.getByRole('link', { name: dashboardMessages.createFirstContent }).getAttribute('href')).resolves.toBe('/content');
    const row = page.getByRole('row', { name: /Sourdough basics/ });
    await expect(row.textContent()).resolves.toMatch(/Sourdough basics.*blog.*1,520.*87/i);
    await expect(row.getByRole('link', { name: 'View Sourdough basics' }).getAttribute('href')).resolves.toBe('/content?id=c-1');
    // Content exists, so the first-visit banner is gone.
    await expect(page.getByRole('link', { name: dashboardMessages.startSmartSetup }).count()).resolves.toBe(0);
    // The screen asks again once mounted: that request's handler may still be reading the answer.
    await page.unrouteAll({ behavior: 'wait' });
    await context.close();
  });

  it("opens with its figures and its activity answered in the page, none asked for again: the loader's reads are the ones it shows", async () => {
    const { context, page } = await signedInContext(browser);
    const expectFirstReads = recordFirstReads(page, ['/api/dashboard', '/api/events']);
    await openDashboard(page);
    await page.waitForLoadState('networkidle');
    await expectFirstReads(['/api/dashboard', '/api/events?limit=10']);
    await context.close();
  });

  it('shows a visit to another screen in its activity on the way back', async () => {
    const { context, page } = await signedInContext(browser);
    await openDashboard(page);
    const visit = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events/visits');
    await page.getByRole('navigation').getByRole('link', { name: 'Settings', exact: true }).click();
    expect((await visit).status()).toBe(200);
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.getByText(screenVisits.settings.description).waitFor();
    await context.close();
  });

  it('says when the dashboard cannot load', async () => {
    const { context, page } = await signedInContext(browser);
    await withoutFirstAnswers(page);
    await page.route('**/api/dashboard', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Down' } } }));
    await page.goto('/dashboard');
    await toast(page, dashboardMessages.loadFailed).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await context.close();
  });
});

describe('Quick Actions', () => {
  it('each says what it opens and opens it', async () => {
    const { context, page } = await signedInContext(browser);
    const quickAction = (name: string) =>
      page.getByRole('region', { name: 'Quick Actions' }).getByRole(/Email/.test(name) ? 'button' : 'link', { name: new RegExp(name) });
    const creator = page.getByRole('dialog', { name: 'AI Content Creator' });

    await openDashboard(page);
    await quickAction('Generate Content').click();
    await toast(page, 'Opening the AI content creator...').waitFor();
    await creator.waitFor();
    await expect(creator.getByLabel('Content type').inputValue()).resolves.toBe('blog');

    await openDashboard(page);
    await quickAction('Schedule Posts').click();
    await toast(page, 'Opening the social post creator...').waitFor();
    await creator.waitFor();
    await expect(creator.getByLabel('Content type').inputValue()).resolves.toBe('social');

    await openDashboard(page);
    await quickAction('Analyze Website').click();
    await toast(page, 'Opening Smart Setup...').waitFor();
    await page.waitForURL('**/setup');

    await openDashboard(page);
    await quickAction('Email Campaign').click();
    await toast(page, 'Opening the campaign creator...').waitFor();
    const campaign = page.getByRole('dialog', { name: 'Create New Campaign' });
    await expect(campaign.getByLabel('Type', { exact: true }).inputValue()).resolves.toBe('email');
    await context.close();
  });
});

describe('Create New Campaign', () => {
  it('validates, then creates an email campaign that the tiles and the activity show', async () => {
    const { context, page } = await signedInContext(browser);
    await openDashboard(page);
    await page.getByRole('button', { name: /Email Campaign/ }).click();
    await toast(page, 'Opening the campaign creator...').waitFor();
    const dialog = page.getByRole('dialog', { name: 'Create New Campaign' });
    const submit = dialog.getByRole('button', { name: 'Create Campaign' });
    await expect(dialog.getByLabel('Type').inputValue()).resolves.toBe('email');
    await expect(submit.isDisabled()).resolves.toBe(true);

    const today = await browserToday(page);
    const start = dialog.getByLabel('Start date *');
    await expect(start.getAttribute('min')).resolves.toBe(today);
    await expect(dialog.getByLabel('End date').getAttribute('min')).resolves.toBe(today);
    // The end date may not come before a later start date.
    const later = `${Number(today.slice(0, 4)) + 1}-01-15`;
    await start.fill(later);
    await expect(dialog.getByLabel('End date').getAttribute('min')).resolves.toBe(later);
    await start.fill(today);
    await expect(submit.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Campaign name *').fill('   ');
    await submit.click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(campaignMessages.fillRequired);

    await dialog.getByLabel('Campaign name *').fill('Spring launch');
    await dialog.getByLabel('Target audience').fill('Home bakers');
    await dialog.getByLabel('Generate leads').check();
    await page.route('**/api/campaigns', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: '' } } }), {
      times: 1,
    });
    await submit.click();
    await toast(page, campaignMessages.createFailed).waitFor();
    await submit.click();
    await toast(page, campaignMessages.created).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => statValue(page, 'campaigns').textContent()).toBe('1');
    await page.getByText('Created the email campaign Spring launch').waitFor();

    const { campaigns } = await (await context.request.get('/api/campaigns')).json();
    expect(campaigns[0]).toMatchObject({ name: 'Spring launch', type: 'email', status: 'active', startDate: today });
    expect(campaigns[0]).toMatchObject({ targetAudience: 'Home bakers', goals: ['Generate leads'], endDate: null });
    await context.close();
  });
});

describe('current project', () => {
  it('creates a project from the header, keeps it across reloads and offers an upgrade for a second one', async () => {
    const { context, page } = await signedInContext(browser);
    await openDashboard(page);
    await page.getByRole('button', { name: 'Current project: No project' }).click();
    await page.getByRole('menuitem', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(projectMessages.fillRequired);
    await dialog.getByLabel('Project name *').fill('Bakery Bloom');
    await dialog.getByLabel('Website URL').fill('https://bakery.example');
    await dialog.getByLabel('Keywords (comma-separated)').fill('sourdough, rye , ');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await toast(page, projectMessages.created).waitFor();
    await page.getByRole('button', { name: 'Current project: Bakery Bloom' }).waitFor();
    await expect.poll(() => statValue(page, 'projects').textContent()).toBe('1');

    const { projects } = await (await context.request.get('/api/projects')).json();
    expect(projects[0]).toMatchObject({ name: 'Bakery Bloom', url: 'https://bakery.example', keywords: ['sourdough', 'rye'] });
    await expect(page.evaluate(() => localStorage.getItem('uplift.currentProjectId'))).resolves.toBe(projects[0].id);
    await page.reload();
    await page.getByRole('button', { name: 'Current project: Bakery Bloom' }).waitFor();

    // A stored id that no longer exists falls back to the newest project.
    await page.evaluate(() => localStorage.setItem('uplift.currentProjectId', 'gone'));
    await page.reload();
    await page.getByRole('button', { name: 'Current project: Bakery Bloom' }).waitFor();

    // Starter allows one project: the server refuses the second and the dialog offers the upgrade.
    await page.getByRole('button', { name: 'Current project: Bakery Bloom' }).click();
    await page.getByRole('menuitem', { name: 'New project' }).click();
    await dialog.getByLabel('Project name *').fill('Second site');
    await dialog.getByRole('button', { name: 'Create project' }).click();
    await dialog.getByText(usageMessages.reachedLimit).waitFor();
    await expect(dialog.getByRole('link', { name: usageMessages.upgrade }).getAttribute('href')).resolves.toBe('/settings/billing');
    await expect(dialog.getByLabel('Project name *').inputValue()).resolves.toBe('Second site');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('Professional meets Customize locked; Enterprise adds a card, widens it, keeps it and shares it read-only', async () => {
    const pro = await signedInContext(browser);
    await setWorkspacePlan(browser, pro.context, 'professional');
    await openDashboard(pro.page);
    await pro.page.getByRole('button', { name: labels.customize }).click();
    await pro.page.getByRole('heading', { name: billingMessages.choosePlanTitle }).waitFor();
    await pro.context.close();

    const { context, page } = await signedInContext(browser);
    await setWorkspacePlan(browser, context, 'enterprise');
    const list = await (
      await context.request.post('/api/email/lists', { headers: pageOrigin(), data: { name: 'Readers', optIn: 'single' } })
    ).json();
    await context.request.post('/api/email/subscribers', { headers: pageOrigin(), data: { email: 'reader@e2e.test', listIds: [list.id] } });
    await openDashboard(page);
    await page.getByRole('button', { name: labels.customize }).click();
    await page.getByLabel(labels.addCard).selectOption('email.subscribers');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel(`${labels.size}: Subscribers`).selectOption('large');
    await page.getByRole('button', { name: labels.save }).click();
    await toast(page, labels.saved).waitFor();

    await page.reload();
    const card = page.getByTestId('metric-card-email.subscribers');
    await expect(card.getByTestId('metric-card-value').textContent()).resolves.toBe('1');
    await expect(card.getAttribute('data-size')).resolves.toBe('large');

    await page.getByRole('button', { name: labels.customize }).click();
    await page.getByRole('button', { name: labels.createLink }).click();
    const shareUrl = await page.getByRole('textbox', { name: labels.shareHeading }).inputValue();
    await context.close();

    const visitor = await browser.newContext();
    const shared = await visitor.newPage();
    await shared.goto(shareUrl);
    await expect(shared.getByTestId('metric-card-email.subscribers').getByTestId('metric-card-value').textContent()).resolves.toBe('1');
    await expect(shared.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0);
    await visitor.close();
  });
});
