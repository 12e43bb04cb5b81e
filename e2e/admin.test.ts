import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminContentPage, type AdminOverview, type AdminSystem, adminMessages } from '../src/shared/admin/admin';
import type { RunningServer } from '../src/server/testing';
import { adminTexts } from '../src/web/features/admin/admin-texts';
import { adminEmail, workerBrowser, pageOrigin, signedInContext, uniqueEmail } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { toast } from './support/screen';

// An instance of its own, so the overview's counts hold still while other files run, and a key set
// here (the AI provider's) never reaches another file's generation.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startOwnInstance();
  browser = await workerBrowser();
  // The instance's first account is its admin.
  await (await signedInContext(browser, adminEmail, server.url)).context.close();
});
afterAll(async () => {
  await server?.close();
});

async function openAdmin(tab = ''): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await signedInContext(browser, adminEmail, server.url);
  await page.goto(`/admin${tab ? `?tab=${tab}` : ''}`);
  await page.getByRole('tabpanel').waitFor();
  return { context, page };
}

/** Sonner's toasts, so a text that also appears on the page is only found in the toast. */
/** A fresh ordinary account; its own signed-in context is answered for checks on its session. */
async function createUser(prefix: string) {
  const { context, email } = await signedInContext(browser, uniqueEmail(prefix), server.url);
  return { context, email, localPart: email.split('@')[0] ?? email };
}

async function findUser(page: Page, localPart: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(localPart);
  const row = page.getByRole('row').filter({ hasText: `${localPart}@` });
  await page.getByText('Showing 1–1 of 1').waitFor();
  return row;
}

async function chooseAction(page: Page, email: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('admin panel tabs', () => {
  it('shows the overview counts and the live system status', async () => {
    const { context, page } = await openAdmin();
    const overview = (await (await context.request.get('/api/admin/overview')).json()) as AdminOverview;
    for (const label of ['Total Users', 'Content Pieces', 'Projects', 'Campaigns']) {
      await page.getByText(label, { exact: true }).waitFor();
    }
    await page.getByRole('heading', { name: 'System Status' }).waitFor();
    const databaseRow = page.getByRole('listitem').filter({ hasText: 'Database' });
    await expect(databaseRow.textContent()).resolves.toContain(overview.status.database.label);
    await expect(databaseRow.locator('[data-state]').getAttribute('data-state')).resolves.toBe('ok');
    const emailRow = page.getByRole('listitem').filter({ hasText: 'Email' });
    await expect(emailRow.textContent()).resolves.toContain(overview.status.email.label);
    await page.getByText('AI Services', { exact: true }).waitFor();
    // No other file uses this instance, so no account is created between the API's answer and the page's.
    await expect(page.getByRole('group', { name: 'Total Users' }).textContent()).resolves.toContain(
      overview.totals.users.toLocaleString('en-US'),
    );
    await context.close();
  });

  it('keeps the open tab in the URL and moves between tabs with the arrow keys', async () => {
    const { context, page } = await openAdmin();
    await page.getByRole('tab', { name: 'System' }).click();
    await page.waitForURL('**/admin?tab=system');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'System' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByRole('tab', { name: 'System' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL('**/admin?tab=api-keys');
    await page.keyboard.press('Home');
    await page.waitForURL((url) => url.pathname === '/admin' && url.search === '');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Overview');
    await context.close();
  });

  it('lists content newest first, or says there is none', async () => {
    const { context, page } = await openAdmin('content');
    const content = (await (await context.request.get('/api/admin/content?page=1&pageSize=25')).json()) as AdminContentPage;
    const first = content.content[0];
    if (first) {
      await page.getByRole('cell', { name: first.title }).first().waitFor();
      await page.getByText(`of ${content.total}`).waitFor();
    } else {
      await page.getByText('No content yet').waitFor();
    }
    await context.close();
  });

  it('shows the real system figures', async () => {
    const { context, page } = await openAdmin('system');
    const system = (await (await context.request.get('/api/admin/system')).json()) as AdminSystem;
    await page.getByText('Connected', { exact: true }).waitFor();
    await page.getByText('PGlite (embedded)').waitFor();
    const tables = page.getByRole('term').filter({ hasText: 'Tables' }).locator('xpath=following-sibling::dd');
    await expect(tables.textContent()).resolves.toBe(String(system.database.tables));
    for (const label of ['Database size', 'Response time', 'Error rate', 'Uptime', 'Memory', 'Node.js', 'Uplift']) {
      await page.getByRole('term').filter({ hasText: label }).first().waitFor();
    }
    await page.getByText(system.process.nodeVersion).waitFor();
    await context.close();
  });
});

describe('admin users', () => {
  it('narrows the list with a search on the server', async () => {
    const user = await createUser('findme');
    const { context, page } = await openAdmin('users');
    await page.getByRole('cell', { name: adminEmail, exact: true }).waitFor();
    const row = await findUser(page, user.localPart);
    await expect(row.count()).resolves.toBe(1);
    await expect(page.getByRole('cell', { name: adminEmail, exact: true }).count()).resolves.toBe(0);
    await row.getByText('User', { exact: true }).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('Starter', { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('no-one-starts-like-this');
    await page.getByText('No users found').waitFor();
    await Promise.all([context.close(), user.context.close()]);
  });

  it('makes a user an admin and removes the role again', async () => {
    const user = await createUser('promote');
    const name = user.localPart;
    const { context, page } = await openAdmin('users');
    const row = await findUser(page, user.localPart);
    await chooseAction(page, user.email, 'Make admin');
    await toast(page, adminTexts.roleChanged(name, 'admin')).waitFor();
    await row.getByText('Admin', { exact: true }).waitFor();
    await expect((await user.context.request.get('/api/admin/overview')).status()).toBe(200);

    await chooseAction(page, user.email, 'Remove admin');
    await toast(page, adminTexts.roleChanged(name, 'user')).waitFor();
    await row.getByText('User', { exact: true }).waitFor();
    await expect((await user.context.request.get('/api/admin/overview')).status()).toBe(403);
    await Promise.all([context.close(), user.context.close()]);
  });

  it('bans a user after a confirmation, which ends their sessions', async () => {
    const user = await createUser('banme');
    const { context, page } = await openAdmin('users');
    const row = await findUser(page, user.localPart);
    await chooseAction(page, user.email, 'Ban');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(adminTexts.banWarning).waitFor();
    await dialog.getByRole('button', { name: 'Ban user' }).click();
    await toast(page, adminTexts.banChanged(user.localPart, true)).waitFor();
    await row.getByText('Banned', { exact: true }).waitFor();
    await expect((await user.context.request.get('/api/me')).status()).toBe(401);

    await chooseAction(page, user.email, 'Unban');
    await row.getByText('Active', { exact: true }).waitFor();
    await Promise.all([context.close(), user.context.close()]);
  });

  it('sets a plan by hand and hands it back to the subscription', async () => {
    const user = await createUser('plan');
    const { context, page } = await openAdmin('users');
    const row = await findUser(page, user.localPart);
    await chooseAction(page, user.email, 'Set plan…');
    await page.getByRole('dialog').getByLabel('Professional').check();
    await page.getByRole('button', { name: 'Save plan' }).click();
    await row.getByText('Set by admin').waitFor();
    await row.getByText('Professional', { exact: true }).waitFor();
    const me = (await (await user.context.request.get('/api/me')).json()) as { plan: string };
    expect(me.plan).toBe('professional');

    await chooseAction(page, user.email, 'Set plan…');
    await page.getByRole('dialog').getByLabel('Use subscription plan').check();
    await page.getByRole('button', { name: 'Save plan' }).click();
    await row.getByText('Starter', { exact: true }).waitFor();
    await expect(row.getByText('Set by admin').count()).resolves.toBe(0);
    await Promise.all([context.close(), user.context.close()]);
  });
});

describe('admin API keys', () => {
  it('saves a key on blur only when it changed, and records it in the audit log', async () => {
    const { context, page } = await openAdmin('api-keys');
    await page.getByText('AES-256-GCM', { exact: false }).waitFor();
    const puts: string[] = [];
    page.on('request', (request) => request.method() === 'PUT' && puts.push(request.url()));
    const sender = page.getByLabel('Sender address');
    const field = page.getByTestId('api-key-MAIL_FROM');
    const original = await sender.inputValue();
    await sender.focus();
    await sender.blur();

    await sender.fill('Uplift e2e <e2e@uplift.test>');
    await sender.blur();
    await toast(page, adminMessages.keyUpdated).waitFor();
    await field.getByText('Stored', { exact: true }).waitFor();
    const audit = page.getByRole('table', { name: 'Audit log' });
    const entry = audit.getByRole('row').filter({ hasText: 'MAIL_FROM' }).first();
    await expect(entry.textContent()).resolves.toContain(adminEmail);
    await expect(entry.textContent()).resolves.toContain('Set');
    await expect(audit.textContent()).resolves.not.toContain('e2e@uplift.test');

    // Emptying the field clears the stored value: the environment's applies again.
    await sender.fill('');
    await sender.blur();
    await audit.getByRole('row').filter({ hasText: 'Cleared' }).first().waitFor();
    await expect.poll(() => sender.inputValue()).toBe(original);
    await field.getByText('From environment', { exact: true }).waitFor();
    // The blur without a change sent nothing: one PUT to set, one to clear.
    expect(puts).toHaveLength(2);
    await context.close();
  });

  it('reveals a secret with Show and masks it again with Hide', async () => {
    const { context, page } = await openAdmin('api-keys');
    const secret = 'sk-e2e-0123456789abcdef';
    await context.request.put('/api/admin/api-keys/AI_API_KEY', { headers: pageOrigin(server.url), data: { value: secret } });
    try {
      await page.reload();
      const input = page.getByLabel('AI provider API key', { exact: true });
      await expect(input.getAttribute('type')).resolves.toBe('password');
      await expect(input.inputValue()).resolves.not.toContain('0123456789');
      await page.getByRole('button', { name: 'Show AI provider API key' }).click();
      await expect.poll(() => input.inputValue()).toBe(secret);
      await expect(input.getAttribute('type')).resolves.toBe('text');
      await page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Revealed' }).first().waitFor();

      await page.getByRole('button', { name: 'Hide AI provider API key' }).click();
      await expect(input.getAttribute('type')).resolves.toBe('password');
      await expect(input.inputValue()).resolves.not.toBe(secret);
    } finally {
      await context.request.put('/api/admin/api-keys/AI_API_KEY', { headers: pageOrigin(server.url), data: { value: '' } });
      await context.close();
    }
  });
});

describe('admin access', () => {
  it('sends a non-admin away from /admin', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail(), server.url);
    await page.goto('/admin');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('shows Access Denied when the role is removed while the panel is open', async () => {
    const user = await createUser('demoted');
    const admin = await openAdmin();
    const users = (await (await admin.context.request.get(`/api/admin/users?search=${user.localPart}`)).json()) as {
      users: Array<{ id: string }>;
    };
    const id = users.users[0]?.id ?? '';
    await admin.context.request.put(`/api/admin/users/${id}/role`, { headers: pageOrigin(server.url), data: { role: 'admin' } });

    const page = await user.context.newPage();
    await page.goto('/admin');
    await page.getByText('Total Users').waitFor();
    await admin.context.request.put(`/api/admin/users/${id}/role`, { headers: pageOrigin(server.url), data: { role: 'user' } });
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('heading', { name: adminMessages.accessDenied }).waitFor();
    await page.getByText(adminMessages.noPermission).waitFor();
    await Promise.all([admin.context.close(), user.context.close()]);
  });

  it("says 'Failed to load admin data' when a tab cannot load", async () => {
    const { context, page } = await signedInContext(browser, adminEmail, server.url);
    await page.route('**/api/admin/system', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } }),
    );
    await page.goto('/admin?tab=system');
    await toast(page, adminMessages.loadFailed).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await context.close();
  });
});
