import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../src/shared/account/account';
import { integrationMessages } from '../src/shared/integrations/integrations';
import { type RunningServer, lastMailTo, totpCode } from '../src/server/testing';
import { workerBrowser, password, uniqueEmail } from './support/browser';
import { startOwnInstance } from './support/own-instance';
import { toast } from './support/screen';

// A server of this file's own, in this process, so the tests read the mail it sends from its outbox.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startOwnInstance();
  browser = await workerBrowser();
  // The instance's first account is its admin; the tests use ordinary ones.
  await signedUp(uniqueEmail('admin'));
});

afterAll(async () => {
  await server?.close();
});

async function signedUp(email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url });
  const response = await context.request.post('/api/auth/sign-up/email', {
    headers: { origin: server.url },
    data: { email, password, name: '' },
  });
  if (!response.ok()) throw new Error(`Sign-up failed: ${response.status()}`);
  return { context, page: await context.newPage() };
}

async function signInOnPage(page: Page, email: string, withPassword = password) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(withPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function openTab(page: Page, tab: string) {
  await page.goto(`/settings?tab=${tab.toLowerCase()}`);
  await expect(page.getByRole('tab', { name: tab }).getAttribute('aria-selected')).resolves.toBe('true');
}

describe('profile', () => {
  it('changes the name and uploads a photo the header shows', async () => {
    const { context, page } = await signedUp(uniqueEmail('profile'));
    await openTab(page, 'Profile');
    await page.getByText(accountMessages.photoHint).waitFor();
    await page.getByLabel('Full name').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, accountMessages.profileUpdated).waitFor();
    await page.getByRole('button', { name: 'User menu' }).getByText('Grace Hopper').waitFor();

    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3b82f6' } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await toast(page, accountMessages.photoUpdated).waitFor();
    const avatar = page.getByRole('button', { name: 'User menu' }).locator('img');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/account\/photos\//);
    await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
    await context.close();
  });
});

describe('security', () => {
  it('checks the password form, then a change signs out the other session', async () => {
    const email = uniqueEmail('password');
    const { context, page } = await signedUp(email);
    const laptop = await browser.newContext({ baseURL: server.url });
    const laptopPage = await laptop.newPage();
    await signInOnPage(laptopPage, email);
    await laptopPage.waitForURL('**/dashboard');

    await openTab(page, 'Security');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(accountMessages.fillAllPasswordFields);
    await page.getByLabel('Current password').fill(password);
    await page.getByLabel('New password', { exact: true }).fill('battery-staple-9');
    await page.getByLabel('Confirm new password').fill('battery-staple-8');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(accountMessages.newPasswordsDoNotMatch);
    await page.getByLabel('Confirm new password').fill('battery-staple-9');
    await page.getByRole('button', { name: 'Update password' }).click();
    await toast(page, accountMessages.passwordChanged).waitFor();

    await laptopPage.reload();
    await laptopPage.waitForURL('**/login');
    await page.reload();
    await page.getByText('This device').waitFor();
    // The laptop's session is gone: this one is the only one listed.
    await expect(page.getByRole('button', { name: /^Sign out .+ on / }).count()).resolves.toBe(0);
    await laptop.close();
    await context.close();
  });

  it('sets up two-factor sign-in, which the next sign-in asks a code for', async () => {
    const email = uniqueEmail('two-factor');
    const { context, page } = await signedUp(email);
    await openTab(page, 'Security');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByLabel('Your password').fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = (await page.locator('.font-mono').first().textContent())!.replace(/\s/g, '');
    const uri = `otpauth://totp/Uplift:${email}?secret=${key}`;
    await page.getByLabel('Code from the app').fill(totpCode(uri));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('list', { name: 'Backup codes' }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('On', { exact: true }).count()).resolves.toBe(1);

    const phone = await browser.newContext({ baseURL: server.url });
    const phonePage = await phone.newPage();
    await signInOnPage(phonePage, email);
    await phonePage.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    // The code that turned it on works once: the app's next one signs in.
    const nextCode = totpCode(uri, Date.now() + 30_000);
    await phonePage.getByLabel('Code from your authenticator app').fill('000000' === nextCode ? '111111' : '000000');
    await phonePage.getByRole('button', { name: 'Verify' }).click();
    await expect(phonePage.getByRole('alert').textContent()).resolves.toBe(accountMessages.twoFactorCodeInvalid);
    await phonePage.getByLabel('Code from your authenticator app').fill(nextCode);
    await phonePage.getByRole('button', { name: 'Verify' }).click();
    await phonePage.waitForURL('**/dashboard');
    await phone.close();
    await context.close();
  });
});

describe('forgot password', () => {
  it('mails a link that lets the user choose a new password and sign in with it', async () => {
    const email = uniqueEmail('forgot');
    (await signedUp(email)).context.close();
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe(accountMessages.resetRequested);

    const mail = await lastMailTo(server.db, email);
    await page.goto(mail!.link);
    await page.waitForURL('**/reset-password?token=*');
    await page.getByLabel('New password').fill('new-secret-42');
    await page.getByLabel('Confirm password').fill('new-secret-42');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toBe(accountMessages.resetDone);

    // The link worked once.
    await page.goto(mail!.link);
    await expect(page.getByRole('alert').textContent()).resolves.toBe(accountMessages.resetLinkInvalid);
    await signInOnPage(page, email, 'new-secret-42');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

describe('data and deletion', () => {
  it('downloads the data, then deletes the account after the password', async () => {
    const email = uniqueEmail('leaving');
    const { context, page } = await signedUp(email);
    await openTab(page, 'Profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^uplift-data-.+-json\.zip$/);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert').textContent()).resolves.toBe(accountMessages.currentPasswordWrong);
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect((await context.request.get('/api/me')).status()).toBe(401);
    await context.close();
  });
});

describe('integrations', () => {
  it('lists the services the instance is connected to, and what would connect the others', async () => {
    const { context, page } = await signedUp(uniqueEmail('integrations'));
    await openTab(page, 'Integrations');
    const ai = page.getByRole('listitem').filter({ hasText: integrationMessages.aiName });
    await expect(ai.textContent()).resolves.toContain(integrationMessages.notConfigured);
    await expect(ai.textContent()).resolves.toContain(integrationMessages.aiOffline);
    await page.getByText(integrationMessages.emailOutbox).waitFor();
    await context.close();
  });
});
