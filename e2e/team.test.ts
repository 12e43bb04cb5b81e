import { desc, sql } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authMessages } from '../src/shared/messages';
import { teamMessages } from '../src/shared/team/team';
import { mailOutbox, type RunningServer } from '../src/server/testing';
import { workerBrowser, password, signedInContext, uniqueEmail } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { toast } from './support/screen';

// An instance of its own, in this process, so the test can read the invitation from its outbox.
let server: RunningServer;
let url: string;
let browser: Browser;
let adminCookie: string;

beforeAll(async () => {
  server = await startOwnInstance();
  url = server.url;
  // The first account is the admin, who puts the owners on a plan with seats.
  const admin = await fetch(`${url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'team-admin@uplift.test', password, name: 'Ada Admin' }),
  });
  adminCookie = admin.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  browser = await workerBrowser();
});
afterAll(async () => {
  await server?.close();
});

async function ownerOn(plan: 'starter' | 'professional'): Promise<{ context: BrowserContext; page: Page; workspaceName: string }> {
  const { context, page } = await signedInContext(browser, uniqueEmail('owner'), url);
  const me = await (await context.request.get('/api/me')).json();
  if (plan !== 'starter') {
    const set = await fetch(`${url}/api/admin/workspaces/${me.workspace.id}/plan`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: url, cookie: adminCookie },
      body: JSON.stringify({ plan }),
    });
    expect(set.status).toBe(200);
  }
  return { context, page, workspaceName: me.workspace.name };
}

async function openTeamTab(page: Page) {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByRole('table', { name: 'Team members' }).waitFor();
}

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

describe('Team tab and invitations', () => {
  it('the owner invites a Viewer, who signs up through the e-mailed link, accepts and works in the workspace read-only', async () => {
    const owner = await ownerOn('professional');
    const inviteeEmail = uniqueEmail('invitee');
    await openTeamTab(owner.page);

    await owner.page.getByRole('button', { name: teamMessages.inviteMember }).click();
    const dialog = owner.page.getByRole('dialog', { name: teamMessages.inviteMember });
    await dialog.getByLabel('Email address').fill(inviteeEmail);
    await dialog.getByLabel('Role').selectOption('viewer');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toast(owner.page, teamMessages.invitationSent(inviteeEmail)).waitFor();
    const pendingRow = owner.page.getByRole('row', { name: new RegExp(inviteeEmail) });
    await pendingRow.waitFor();
    await expect(pendingRow.textContent()).resolves.toContain('Pending');

    // The invitee has no account: the link's page offers to create one with the invited address.
    const invitee = await browser.newContext({ baseURL: url });
    const page = await invitee.newPage();
    await page.goto(await invitationLink(inviteeEmail));
    await page.getByRole('heading', { name: teamMessages.invitationTitle(owner.workspaceName) }).waitFor();
    await page.getByRole('heading', { name: authMessages.createTitle }).waitFor();
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe(inviteeEmail);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account', exact: true }).click();

    await page.getByRole('button', { name: teamMessages.acceptInvitation }).waitFor();
    await page.getByRole('button', { name: teamMessages.acceptInvitation }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: `Current workspace: ${owner.workspaceName}` }).waitFor();
    await toast(page, teamMessages.joined(owner.workspaceName)).waitFor();

    // As a Viewer, the team shows but none of the Owner's controls do.
    await openTeamTab(page);
    await page
      .getByRole('row', { name: new RegExp(inviteeEmail) })
      .getByText('Viewer')
      .waitFor();
    await expect(page.getByRole('button', { name: teamMessages.inviteMember }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Actions for / }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^(Resend|Revoke) the invitation/ }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Leave workspace' }).waitFor();

    // The owner sees the new member Active.
    await owner.page.reload();
    await openTeamTab(owner.page);
    const memberRow = owner.page.getByRole('row', { name: new RegExp(inviteeEmail) });
    await expect(memberRow.textContent()).resolves.toMatch(/Viewer.*Active/);

    await invitee.close();
    await owner.context.close();
  });

  it('an invitation that fails says so, and the owner removes a member after confirming', async () => {
    const owner = await ownerOn('professional');
    await openTeamTab(owner.page);
    const ownerEmail = (await (await owner.context.request.get('/api/me')).json()).email as string;
    await owner.page.getByRole('button', { name: teamMessages.inviteMember }).click();
    const dialog = owner.page.getByRole('dialog', { name: teamMessages.inviteMember });
    await dialog.getByLabel('Email address').fill(ownerEmail);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await toast(owner.page, teamMessages.inviteFailed).waitFor();
    await toast(owner.page, teamMessages.alreadyMember(ownerEmail)).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // A member who joined through the API, removed from the screen.
    const memberEmail = uniqueEmail('leaving');
    const sent = await owner.context.request.post('/api/team/invitations', {
      headers: { origin: url },
      data: { email: memberEmail, role: 'editor' },
    });
    expect(sent.status()).toBe(201);
    const member = await signedInContext(browser, memberEmail, url);
    const token = new URL(await invitationLink(memberEmail)).searchParams.get('token');
    expect((await member.context.request.post(`/api/invitations/${token}/accept`, { headers: { origin: url } })).status()).toBe(200);
    await owner.page.reload();
    await openTeamTab(owner.page);
    await owner.page.getByRole('button', { name: `Actions for ${memberEmail}` }).click();
    await owner.page.getByRole('menuitem', { name: 'Remove from workspace…' }).click();
    await owner.page.getByRole('dialog').getByRole('button', { name: 'Remove member' }).click();
    await toast(owner.page, /was removed from the workspace/).waitFor();
    await expect(owner.page.getByRole('row', { name: new RegExp(memberEmail) }).count()).resolves.toBe(0);
    await member.context.close();
    await owner.context.close();
  });

  it("at the starter plan's one seat the invite button is disabled, with the limit text and an Upgrade link", async () => {
    const owner = await ownerOn('starter');
    await openTeamTab(owner.page);
    await expect(owner.page.getByRole('button', { name: teamMessages.inviteMember }).isDisabled()).resolves.toBe(true);
    await owner.page.getByText(teamMessages.memberLimit).waitFor();
    const upgrade = owner.page.getByRole('link', { name: teamMessages.upgrade, exact: true });
    await expect(upgrade.getAttribute('href')).resolves.toBe('/settings/billing');
    // The Owner downloads the whole workspace from the same tab.
    const [download] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('link', { name: 'Export workspace' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^uplift-workspace-[\w-]+\.zip$/);
    await owner.context.close();
  });

  it('a used or unknown link says the invitation is no longer valid', async () => {
    const context = await browser.newContext({ baseURL: url });
    const page = await context.newPage();
    await page.goto(`/invite?token=${'C'.repeat(43)}`);
    await page.getByText(teamMessages.invitationInvalid).waitFor();
    await context.close();
  });
});
