import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { goalMessages } from '../src/shared/analytics/goals';
import { workerBrowser } from './support/browser';
import { ownerWithProject, visit, whenCounted } from './support/analytics-site';
import { toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

const kpi = (page: Page, name: 'visitors' | 'conversions') => page.getByTestId(`kpi-${name}`).getByTestId('kpi-value').textContent();

async function openAnalytics(page: Page) {
  await page.goto('/analytics');
  await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
}

async function addGoal(page: Page, kind: 'Page visit' | 'Custom event', value: string) {
  await page.getByRole('button', { name: 'Add goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add goal' });
  await dialog.getByText(kind, { exact: true }).click();
  await dialog.getByLabel(kind === 'Page visit' ? 'Page path' : 'Event name').fill(value);
  await dialog.getByRole('button', { name: 'Add goal' }).click();
  return dialog;
}

describe('Analytics goals and funnels', () => {
  it('lets a Professional owner count goals by source with revenue, and follow a funnel', async () => {
    const { context, page, projectId } = await ownerWithProject(browser, 'professional');
    // One visitor from Google reaches the thank-you page; one from a newsletter signs up and pays; one leaves.
    await visit(projectId, 1, { n: 'pageview', u: 'https://rye.example/', r: 'https://www.google.com/' });
    await visit(projectId, 1, { n: 'pageview', u: 'https://rye.example/thank-you' });
    await visit(projectId, 2, { n: 'pageview', u: 'https://rye.example/pricing?utm_medium=email&utm_source=newsletter' });
    await visit(projectId, 2, { n: 'Signup', u: 'https://rye.example/pricing', $: { amount: 19, currency: 'USD' } });
    await visit(projectId, 3, { n: 'pageview', u: 'https://rye.example/' });

    await whenCounted(context, projectId, 4);
    await openAnalytics(page);
    await expect.poll(() => kpi(page, 'visitors'), { timeout: 10_000 }).toBe('3');
    const goals = page.getByRole('region', { name: 'Goals and conversions' });
    await goals.getByText(goalMessages.noGoals).waitFor();

    // The form checks a path as the server does, then adds it.
    const pageGoal = await addGoal(page, 'Page visit', 'thank-*');
    await pageGoal.getByText('A page path starts with /').waitFor();
    await pageGoal.getByLabel('Page path').fill('/thank-*');
    await pageGoal.getByRole('button', { name: 'Add goal' }).click();
    await toast(page, goalMessages.goalAdded).waitFor();
    await pageGoal.waitFor({ state: 'detached' });

    await addGoal(page, 'Custom event', 'Signup');
    await toast(page, goalMessages.goalAdded).nth(1).waitFor();
    // The same goal twice is refused by the server, said under the field.
    const twice = await addGoal(page, 'Custom event', 'Signup');
    await twice.getByText(goalMessages.goalExists).waitFor();
    await twice.getByRole('button', { name: 'Cancel' }).click();

    const row = (label: string) => goals.getByTestId('goal-row').filter({ hasText: label });
    const figures = (label: string) => row(label).getByRole('definition').allTextContents();
    await expect.poll(() => figures('Visit /thank-*')).toEqual(['1', '33.3%', '—']);
    await expect(figures('Signup')).resolves.toEqual(['1', '33.3%', '$19']);
    await row('Visit /thank-*').getByRole('button', { name: 'Visit /thank-*: conversions by source' }).click();
    await expect(goals.getByRole('list', { name: 'Sources of Visit /thank-*' }).textContent()).resolves.toBe('Organic Search1100%');
    await row('Signup').getByRole('button', { name: 'Signup: conversions by source' }).click();
    await expect(goals.getByRole('list', { name: 'Sources of Signup' }).textContent()).resolves.toBe('Email1100%');
    // The Conversions figure counts the goals now.
    await expect.poll(() => kpi(page, 'conversions')).toBe('2');

    // Removing asks first.
    await row('Visit /thank-*').getByRole('button', { name: 'Remove goal Visit /thank-*' }).click();
    await page.getByRole('dialog', { name: 'Remove goal?' }).getByRole('button', { name: 'Remove goal' }).click();
    await toast(page, goalMessages.goalRemoved).waitFor();
    await row('Visit /thank-*').waitFor({ state: 'detached' });
    await expect(goals.getByTestId('goal-row').count()).resolves.toBe(1);
    await expect.poll(() => kpi(page, 'conversions')).toBe('1');

    // A funnel of two steps: two visitors saw the home page, one of them went on to thank you.
    const funnels = page.getByRole('region', { name: 'Funnels' });
    await funnels.getByText('No funnels yet.', { exact: false }).waitFor();
    await funnels.getByRole('button', { name: 'New funnel' }).click();
    const form = page.getByRole('dialog', { name: 'New funnel' });
    await form.getByRole('button', { name: 'Create funnel' }).click();
    await form.getByText('Name the funnel').waitFor();
    await form.getByLabel('Name').fill('Home to thanks');
    await form.getByLabel('Step 1 page path').fill('/');
    await form.getByLabel('Step 2 page path').fill('/thank-you');
    await form.getByRole('button', { name: 'Create funnel' }).click();
    await toast(page, goalMessages.funnelAdded).waitFor();
    const steps = funnels.getByTestId('funnel-step');
    await steps.nth(1).waitFor();
    await expect(steps.count()).resolves.toBe(2);
    await expect(steps.nth(0).textContent()).resolves.toBe('1Visit /2 visitors100%');
    await expect(steps.nth(1).textContent()).resolves.toBe('50% drop-off2Visit /thank-you1 visitor50%');

    await funnels.getByRole('button', { name: 'Remove funnel Home to thanks' }).click();
    await page.getByRole('dialog', { name: 'Remove funnel?' }).getByRole('button', { name: 'Remove funnel' }).click();
    await toast(page, goalMessages.funnelRemoved).waitFor();
    await funnels.getByText('No funnels yet.', { exact: false }).waitFor();
    await context.close();
  });

  it('shows a Starter workspace the goals and funnels as part of a higher plan', async () => {
    const { context, page } = await ownerWithProject(browser, 'starter');
    await openAnalytics(page);
    const goals = page.getByRole('region', { name: 'Goals and conversions' });
    await goals.getByText(goalMessages.goalsNotOnPlan).waitFor();
    await expect(goals.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).resolves.toBe('/settings/billing');
    await expect(goals.getByRole('button', { name: 'Add goal' }).count()).resolves.toBe(0);
    await page.getByRole('region', { name: 'Funnels' }).getByText(goalMessages.funnelsNotOnPlan).waitFor();
    await context.close();
  });
});
