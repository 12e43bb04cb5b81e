import { desc, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentItem } from '../src/shared/content/content';
import { billingMessages, permissionMessages } from '../src/shared/messages';
import type { Project } from '../src/shared/projects';
import { setupLabels } from '../src/shared/setup/setup';
import { teamMessages } from '../src/shared/team/team';
import { mailOutbox, type RunningServer } from '../src/server/testing';
import { workerBrowser, signedInContext, uniqueEmail } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { statValue } from './support/screen';

// The member's screens as a Viewer and as an Editor (issue 14). An instance of its own, in this
// process, so the invitations can be read from its outbox, as in team.test.ts.
let server: RunningServer;
let url: string;
let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let workspaceName: string;
let project: Project;
let item: ContentItem;
const publishedAddress = 'https://rye.example/blog/slow-proof';

const headers = () => ({ origin: url });

async function invitationLink(email: string): Promise<string> {
  const [mail] = await server.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${email})`)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail && /https?:\/\/\S+\/invite\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No invitation in the outbox for ${email}`);
  return link;
}

/** The Owner invites the address; its holder signs up, opens the e-mailed link and accepts. */
async function member(role: 'viewer' | 'editor'): Promise<{ context: BrowserContext; page: Page }> {
  const email = uniqueEmail(role);
  const sent = await owner.context.request.post('/api/team/invitations', { headers: headers(), data: { email, role } });
  expect(sent.status()).toBe(201);
  const joined = await signedInContext(browser, email, url);
  await joined.page.goto(await invitationLink(email));
  await joined.page.getByRole('button', { name: teamMessages.acceptInvitation }).click();
  await joined.page.waitForURL('**/dashboard');
  await joined.page.getByRole('button', { name: `Current workspace: ${workspaceName}` }).waitFor();
  return joined;
}

async function openContent(page: Page) {
  await page.goto('/content');
  await page.getByRole('heading', { level: 1, name: 'Content Engine' }).waitFor();
  await page.getByTestId('content-card').filter({ hasText: item.title }).waitFor();
}

async function openBilling(page: Page) {
  await page.goto('/settings/billing');
  await page.getByTestId('current-subscription').waitFor();
}

beforeAll(async () => {
  server = await startOwnInstance();
  url = server.url;
  browser = await workerBrowser();
  // The instance's first account is its admin, who puts the Owner on a plan with seats and the calendar.
  const admin = await signedInContext(browser, 'viewer-admin@uplift.test', url);
  owner = await signedInContext(browser, uniqueEmail('owner'), url);
  const me = await (await owner.context.request.get('/api/me')).json();
  workspaceName = me.workspace.name;
  const plan = await admin.context.request.put(`/api/admin/workspaces/${me.workspace.id}/plan`, {
    headers: headers(),
    data: { plan: 'professional' },
  });
  expect(plan.status()).toBe(200);
  await admin.context.close();

  const created = await owner.context.request.post('/api/projects', {
    headers: headers(),
    data: { name: 'Rye Bakery', url: 'https://rye.example', niche: 'Bakery', keywords: 'rye, sourdough', competitors: '' },
  });
  expect(created.status()).toBe(201);
  project = await created.json();
  const saved = await owner.context.request.post('/api/content', {
    headers: headers(),
    data: {
      type: 'blog',
      title: 'Why rye loves a slow proof',
      body: { title: 'Why rye', metaDescription: 'Rye', content: '# Rye\n\nSlowly.', tags: ['rye'] },
    },
  });
  expect(saved.status()).toBe(201);
  item = await saved.json();
  // On the calendar: in two hours, which the month grid shows even at a month's end.
  const when = new Date(Date.now() + 2 * 3600_000).toISOString();
  expect(
    (await owner.context.request.patch(`/api/content/${item.id}/schedule`, { headers: headers(), data: { scheduledAt: when } })).status(),
  ).toBe(200);
  const address = await owner.context.request.patch(`/api/content/${item.id}/published-url`, {
    headers: headers(),
    data: { publishedUrl: publishedAddress },
  });
  expect(address.status()).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe("the member's screens", () => {
  it('a Viewer sees the workspace but no control that would change it, and the server refuses the change too', async () => {
    const { context, page } = await member('viewer');
    await expect(page.getByRole('note').filter({ hasText: permissionMessages.readOnly }).count()).resolves.toBe(1);

    // Dashboard: the figures and the content, without the quick actions or the sample workspace.
    await expect(statValue(page, 'projects').textContent()).resolves.toBe('1');
    await page.getByRole('cell', { name: item.title, exact: true }).waitFor();
    await expect(page.getByRole('region', { name: 'Quick Actions' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /Load sample workspace/ }).count()).resolves.toBe(0);

    // The header's project selector lists the project but offers neither New nor Edit.
    await page.getByRole('button', { name: /^Current project:/ }).click();
    await page.getByRole('menuitem', { name: project.name }).waitFor();
    await expect(page.getByRole('menuitem', { name: 'New project' }).count()).resolves.toBe(0);
    await expect(page.getByRole('menuitem', { name: 'Edit project' }).count()).resolves.toBe(0);
    await page.keyboard.press('Escape');

    // Content Engine: the library and the opening ideas to read; nothing that generates, edits or deletes.
    await openContent(page);
    await page.getByTestId('content-ideas').waitFor();
    for (const name of [
      'Create Content',
      'Generate More',
      `Edit ${item.title}`,
      `Delete ${item.title}`,
      'Get insights',
      'Bulk Generation',
    ]) {
      await expect(page.getByRole('button', { name, exact: true }).count(), name).resolves.toBe(0);
    }
    await expect(page.getByRole('button', { name: /^Create / }).count()).resolves.toBe(0);
    await expect(page.getByLabel(`Status of ${item.title}`).count()).resolves.toBe(0);
    await page.getByRole('button', { name: `View ${item.title}` }).click();
    const detail = page.getByRole('dialog', { name: item.title });
    await detail.getByTestId('blog-markdown').waitFor();
    await expect(detail.getByRole('button', { name: 'Edit' }).count()).resolves.toBe(0);
    await expect(detail.getByLabel('Publish date and time').count()).resolves.toBe(0);
    // The published address to follow, not to change.
    await expect(detail.getByRole('link', { name: publishedAddress }).getAttribute('href')).resolves.toBe(publishedAddress);
    await expect(detail.getByRole('button', { name: /published address/ }).count()).resolves.toBe(0);
    await detail.getByRole('button', { name: 'Close' }).first().click();

    // Calendar: the entry links to the item; it neither drags nor offers Move to date.
    await page.goto('/content/calendar');
    const entry = page.getByTestId('calendar-entry').filter({ hasText: item.title });
    await entry.waitFor();
    await expect(entry.getAttribute('draggable')).resolves.toBe('false');
    await expect(page.getByRole('button', { name: `Options for ${item.title}` }).count()).resolves.toBe(0);

    // Smart Setup: says why there is nothing to start.
    await page.goto('/setup');
    await page.getByRole('heading', { name: setupLabels.readOnlyTitle }).waitFor();
    await expect(page.getByRole('button', { name: setupLabels.urlMode }).count()).resolves.toBe(0);

    // Analytics: the snippet to copy; the allowed hostnames to read, not to change.
    await page.goto('/analytics');
    await expect(page.getByTestId('tracking-snippet').textContent()).resolves.toContain(project.id);
    await page.getByText('Editors and the Owner can change the allowed hostnames.').waitFor();
    await expect(page.getByLabel('Add a hostname').count()).resolves.toBe(0);
    const hostnames = await context.request.put(`/api/analytics/projects/${project.id}/tracking`, {
      headers: headers(),
      data: { extraHostnames: ['staging.rye.example'] },
    });
    expect(hostnames.status()).toBe(403);

    // Goals and funnels: to read, with no control that adds or removes one.
    expect(
      (
        await owner.context.request.post(`/api/analytics/projects/${project.id}/goals`, {
          headers: headers(),
          data: { kind: 'event', value: 'Signup' },
        })
      ).status(),
    ).toBe(201);
    await page.reload();
    const goals = page.getByRole('region', { name: 'Goals and conversions' });
    await goals.getByTestId('goal-row').filter({ hasText: 'Signup' }).waitFor();
    await goals.getByText('Editors and the Owner can add and remove goals.').waitFor();
    for (const name of ['Add goal', 'Remove goal Signup', 'New funnel'])
      await expect(page.getByRole('button', { name }).count(), name).resolves.toBe(0);
    const goal = await context.request.post(`/api/analytics/projects/${project.id}/goals`, {
      headers: headers(),
      data: { kind: 'page', value: '/thanks' },
    });
    expect(goal.status()).toBe(403);

    // AI Recommendations: to read and act on, not to write again.
    const recommendations = page.getByRole('region', { name: 'AI Recommendations' });
    await recommendations.getByTestId('recommendation').first().waitFor();
    await expect(recommendations.getByRole('button', { name: 'Refresh' }).count()).resolves.toBe(0);
    expect((await context.request.post(`/api/analytics/projects/${project.id}/recommendations`, { headers: headers() })).status()).toBe(
      403,
    );

    // Billing: the plan to read, the Owner's note, no purchase control.
    await openBilling(page);
    await expect(page.getByTestId('billing-notice').textContent()).resolves.toContain(billingMessages.ownerOnly);
    await expect(page.getByRole('button', { name: /^Upgrade to / }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: billingMessages.billingPortal }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' }).count()).resolves.toBe(0);

    // The screens and the server agree: a write straight to the API is refused.
    const write = await context.request.post('/api/content', {
      headers: headers(),
      data: { type: 'blog', title: 'Sneaked in', body: { title: 'x', metaDescription: 'x', content: 'x', tags: [] } },
    });
    expect(write.status()).toBe(403);
    const move = await context.request.patch(`/api/content/${item.id}/schedule`, { headers: headers(), data: { scheduledAt: null } });
    expect(move.status()).toBe(403);
    const clear = await context.request.patch(`/api/content/${item.id}/published-url`, {
      headers: headers(),
      data: { publishedUrl: null },
    });
    expect(clear.status()).toBe(403);
    await context.close();
  });

  it('an Editor creates and edits, but only the Owner buys', async () => {
    const { context, page } = await member('editor');
    await expect(page.getByRole('note').filter({ hasText: permissionMessages.readOnly }).count()).resolves.toBe(0);
    await page.getByRole('region', { name: 'Quick Actions' }).waitFor();

    await openContent(page);
    await page.getByRole('button', { name: 'Create Content' }).waitFor();
    await page.getByRole('button', { name: 'Generate More' }).waitFor();
    await page.getByRole('button', { name: `Edit ${item.title}` }).waitFor();
    await page.getByRole('button', { name: `Delete ${item.title}` }).waitFor();

    await page.goto('/content/calendar');
    await expect(page.getByTestId('calendar-entry').filter({ hasText: item.title }).getAttribute('draggable')).resolves.toBe('true');

    await openBilling(page);
    await expect(page.getByTestId('billing-notice').textContent()).resolves.toContain(billingMessages.ownerOnly);
    await expect(page.getByRole('button', { name: /^Upgrade to / }).count()).resolves.toBe(0);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByTestId('billing-notice').waitFor();
    await expect(page.getByRole('button', { name: billingMessages.choosePlanTitle }).count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Manage billing' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('the Owner still sees every control', async () => {
    const { page } = owner;
    await openContent(page);
    await page.getByRole('button', { name: `Edit ${item.title}` }).waitFor();
    await openBilling(page);
    await page.getByRole('button', { name: 'Upgrade to Enterprise' }).waitFor();
    await expect(page.getByTestId('billing-notice').textContent()).resolves.toContain(billingMessages.paymentsNotConfigured);
  });
});
