import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiMessages, authMessages } from '../src/shared/messages';
import { baseUrl, workerBrowser, pageOrigin, password, uniqueEmail, verifyingBaseUrl } from './support/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await workerBrowser();
});
beforeEach(async () => {
  context = await browser.newContext({ baseURL: baseUrl });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const alert = () => page.getByRole('alert');
const submit = (name: string) => page.getByRole('button', { name, exact: true }).click();

async function openCreateMode() {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
}

describe('/login', () => {
  it('shows the sign-in texts', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { name: authMessages.signInTitle }).waitFor();
    await page.getByText(authMessages.subtitle).waitFor();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect(page.getByLabel('Confirm password').count()).resolves.toBe(0);
  });

  it('asks for every field before calling the server', async () => {
    await page.goto('/login');
    await submit('Sign in');
    await expect(alert().textContent()).resolves.toBe(authMessages.fillAllFields);
  });

  it('rejects a short password and mismatched confirmation', async () => {
    await openCreateMode();
    await page.getByRole('heading', { name: authMessages.createTitle }).waitFor();
    await page.getByLabel('Email address').fill(uniqueEmail());
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm password').fill('abcdeg');
    await submit('Create account');
    await expect(alert().textContent()).resolves.toBe(authMessages.passwordsDoNotMatch);
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await submit('Create account');
    await expect(alert().textContent()).resolves.toBe(authMessages.passwordTooShort);
  });

  it('clears the error and the passwords when switching modes', async () => {
    await openCreateMode();
    await page.getByLabel('Email address').fill('kept@uplift.test');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password').fill('abc');
    await submit('Create account');
    await alert().waitFor();
    await page.getByRole('button', { name: 'Sign in instead' }).click();
    await expect(alert().count()).resolves.toBe(0);
    await expect(page.getByLabel('Password', { exact: true }).inputValue()).resolves.toBe('');
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe('kept@uplift.test');
  });

  it('shows and hides the password', async () => {
    await page.goto('/login');
    const field = page.getByLabel('Password', { exact: true });
    await expect(field.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(field.getAttribute('type')).resolves.toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(field.getAttribute('type')).resolves.toBe('password');
  });

  it('maps wrong credentials to its message', async () => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill('nobody@uplift.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await submit('Sign in');
    await expect(alert().textContent()).resolves.toBe(authMessages.invalidCredentials);
  });

  it('falls back to the generic message when the server cannot be reached', async () => {
    await page.route('**/api/auth/sign-in/email', (route) => route.abort());
    await page.goto('/login');
    await page.getByLabel('Email address').fill('nobody@uplift.test');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await submit('Sign in');
    await expect(alert().textContent()).resolves.toBe(authMessages.fallbackError);
  });

  it('opened at an address Uplift was not told about, says what to set', async () => {
    // The browser tests' server has PUBLIC_URL=http://127.0.0.1:PORT, so localhost is a foreign origin there.
    await page.goto(new URL('/login', baseUrl.replace('127.0.0.1', 'localhost')).href);
    await page.getByRole('button', { name: 'Create an account' }).click();
    await page.getByLabel('Email address').fill(uniqueEmail('elsewhere'));
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await submit('Create account');
    await expect(alert().textContent()).resolves.toBe(apiMessages.originNotServed);
  });

  it('disables the button while submitting', async () => {
    // The request is held until released, and released only once it has reached the route.
    let requested: () => void = () => {};
    const held = new Promise<void>((resolve) => (requested = resolve));
    let release: () => void = () => {};
    await page.route('**/api/auth/sign-in/email', async (route) => {
      const released = new Promise<void>((resolve) => (release = resolve));
      requested();
      await released;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email address').fill('nobody@uplift.test');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await submit('Sign in');
    await held;
    await expect(page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).resolves.toBe(true);
    release();
    await alert().waitFor();
  });

  it('creates an account with a trimmed e-mail, signs in and opens the dashboard', async () => {
    const email = uniqueEmail('create');
    await openCreateMode();
    await page.getByLabel('Email address').fill(`  ${email}  `);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await submit('Create account');
    await page.waitForURL('**/dashboard');
    const me = await context.request.get('/api/me');
    expect((await me.json()).email).toBe(email);

    // An existing address is refused with its own message.
    const other = await browser.newContext({ baseURL: baseUrl });
    const otherPage = await other.newPage();
    await otherPage.goto('/login');
    await otherPage.getByRole('button', { name: 'Create an account' }).click();
    await otherPage.getByLabel('Email address').fill(email);
    await otherPage.getByLabel('Password', { exact: true }).fill(password);
    await otherPage.getByLabel('Confirm password').fill(password);
    await otherPage.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(otherPage.getByRole('alert').textContent()).resolves.toBe(authMessages.alreadyRegistered);
    await other.close();
  });

  it('signs in an existing account and sends a signed-in visitor of /login to /dashboard', async () => {
    const email = uniqueEmail('signin');
    await context.request.post('/api/auth/sign-up/email', { headers: pageOrigin(), data: { email, password, name: '' } });
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await submit('Sign in');
    await page.waitForURL('**/dashboard');
    await page.goto('/login');
    await page.waitForURL('**/dashboard');
  });
});

describe('/login with e-mail verification required', () => {
  it('says to check the e-mail after creating, and refuses sign-in until confirmed', async () => {
    const verifying = await browser.newContext({ baseURL: verifyingBaseUrl });
    const verifyingPage = await verifying.newPage();
    const email = uniqueEmail('verify');
    await verifyingPage.goto('/login');
    await verifyingPage.getByRole('button', { name: 'Create an account' }).click();
    await verifyingPage.getByLabel('Email address').fill(email);
    await verifyingPage.getByLabel('Password', { exact: true }).fill(password);
    await verifyingPage.getByLabel('Confirm password').fill(password);
    await verifyingPage.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect(verifyingPage.getByRole('status').textContent()).resolves.toBe(authMessages.accountCreated);

    await verifyingPage.getByLabel('Password', { exact: true }).fill(password);
    await verifyingPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(verifyingPage.getByRole('alert').textContent()).resolves.toBe(authMessages.emailNotConfirmed);
    await verifying.close();
  });
});
