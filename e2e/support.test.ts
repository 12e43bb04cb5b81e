import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportMessages } from '../src/shared/support/support';
import { adminEmail, setWorkspacePlan, signedInContext, uniqueEmail, workerBrowser } from './support/browser';
import { toast } from './support/screen';

// Support's contacts are the instance's: this file alone sets them on the shared server, and no other
// file reads them.
let browser: Browser;
const opened: BrowserContext[] = [];

beforeAll(async () => {
  browser = await workerBrowser();
});
afterAll(async () => {
  await Promise.all(opened.map((context) => context.close()));
});

async function signedIn(email: string) {
  const signed = await signedInContext(browser, email);
  opened.push(signed.context);
  return signed;
}

async function openSupportTab(page: Page) {
  await page.goto('/settings?tab=support');
  await page.getByRole('heading', { name: 'Support', exact: true }).waitFor();
}

describe('Support', () => {
  it('the admin sets the phone number; Enterprise sees it, Starter sees phone support’s upgrade path', async () => {
    const phone = '+44 20 7946 0958';
    const { page: adminPage } = await signedIn(adminEmail);
    await adminPage.goto('/admin?tab=support');
    await adminPage.getByRole('tab', { name: 'Support' }).waitFor();
    const phoneField = adminPage.getByLabel('Phone number');
    await phoneField.fill('call us');
    await adminPage.getByRole('button', { name: 'Save support contacts' }).click();
    await adminPage.getByRole('alert').filter({ hasText: supportMessages.invalidPhone }).waitFor();

    await phoneField.fill(phone);
    await adminPage.getByLabel('Support e-mail').fill('help@operator.example');
    await adminPage.getByRole('button', { name: 'Save support contacts' }).click();
    await toast(adminPage, supportMessages.saved).waitFor();

    const enterprise = await signedIn(uniqueEmail('support-enterprise'));
    await setWorkspacePlan(browser, enterprise.context, 'enterprise');
    await openSupportTab(enterprise.page);
    const phoneEntry = enterprise.page.getByTestId('support-phone_support');
    await phoneEntry.getByRole('link', { name: phone }).waitFor();
    await expect(phoneEntry.getByRole('link', { name: phone }).getAttribute('href')).resolves.toBe('tel:+442079460958');
    await enterprise.page.getByTestId('onboarding-checklist').getByText('0 of 4 done').waitFor();

    const starter = await signedIn(uniqueEmail('support-starter'));
    await openSupportTab(starter.page);
    await starter.page.getByTestId('support-email_support').getByRole('link', { name: 'help@operator.example' }).waitFor();
    const locked = starter.page.getByTestId('support-phone_support');
    await locked.getByText(supportMessages.availableFrom('Enterprise')).waitFor();
    expect(await locked.getByText(phone).count()).toBe(0);
    expect(await starter.page.getByTestId('onboarding-checklist').count()).toBe(0);
    await locked.getByRole('button', { name: 'Upgrade' }).click();
    await starter.page.getByRole('dialog', { name: 'Choose Your Plan' }).waitFor();
  });
});
