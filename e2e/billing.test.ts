import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages, usageMessages } from '../src/shared/messages';
import { formatBillingDate } from '../src/web/features/billing/billing-format';
import { billingBaseUrl, fakeStripeUrl, workerBrowser, signedInContext, uniqueEmail } from './support/browser';
import { toast } from './support/screen';

let browser: Browser;

beforeAll(async () => {
  browser = await workerBrowser();
});

async function openBilling(page: Page, query = '') {
  await page.goto(`/settings/billing${query}`);
  await page.getByRole('heading', { level: 1, name: billingMessages.title }).waitFor();
}

/** Sonner's toasts, so a text that also appears on the page is only found in the toast. */
function planCard(page: Page, plan: 'starter' | 'professional' | 'enterprise') {
  return page.getByTestId(`plan-${plan}`);
}

describe('billing page without Stripe keys', () => {
  it('shows the loading spinner, then no subscription and the three plans', async () => {
    const { context, page } = await signedInContext(browser);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/billing', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/settings/billing');
    await page.getByText(billingMessages.loading, { exact: true }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: billingMessages.title }).waitFor();

    await expect(page.getByRole('link', { name: billingMessages.backToSettings }).getAttribute('href')).resolves.toBe('/settings');
    await expect(page.getByRole('button', { name: billingMessages.billingPortal }).count()).resolves.toBe(0);
    await expect(page.getByTestId('billing-notice').textContent()).resolves.toContain(billingMessages.paymentsNotConfigured);
    for (const text of [
      billingMessages.currentSubscription,
      billingMessages.noActiveSubscription,
      billingMessages.chooseAPlan,
      billingMessages.availablePlans,
      billingMessages.billingHistory,
      billingMessages.noInvoices,
      billingMessages.faqTitle,
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }

    const starter = planCard(page, 'starter');
    await expect(starter.textContent()).resolves.toContain('$19/month');
    await starter.getByText('+4 more features').waitFor();
    await expect(starter.getByText(billingMessages.currentPlan, { exact: true }).count()).resolves.toBe(2);
    await expect(starter.getByRole('button', { name: billingMessages.currentPlan }).isDisabled()).resolves.toBe(true);

    const professional = planCard(page, 'professional');
    await professional.getByText(billingMessages.mostPopular).waitFor();
    await expect(professional.textContent()).resolves.toContain('$59/month');
    await professional.getByText('+7 more features').waitFor();
    await expect(professional.getByRole('button', { name: 'Upgrade to Professional' }).isEnabled()).resolves.toBe(true);
    await expect(planCard(page, 'enterprise').getByRole('button', { name: 'Upgrade to Enterprise' }).isEnabled()).resolves.toBe(true);
    // No SUPPORT_EMAIL on this server: the FAQ points to its administrator instead of inventing an address.
    await page.getByText('Ask the administrator of this Uplift server, who runs its billing.').waitFor();
    await context.close();
  });

  it('opens the checkout modal and explains that payments are not configured', async () => {
    const { context, page } = await signedInContext(browser);
    await openBilling(page);
    await page.getByRole('button', { name: 'Upgrade to Professional' }).click();
    const dialog = page.getByRole('dialog', { name: billingMessages.checkoutTitle });
    await dialog.getByText(billingMessages.checkoutText).waitFor();
    await expect(dialog.textContent()).resolves.toContain('$59/month');

    await dialog.getByRole('button', { name: billingMessages.proceedToCheckout }).click();
    await toast(page, billingMessages.paymentsNotConfigured).waitFor();
    await dialog.getByRole('button', { name: billingMessages.cancel }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('compares plans monthly and yearly in Choose Your Plan', async () => {
    const { context, page } = await signedInContext(browser);
    await openBilling(page);
    await page.getByRole('button', { name: 'Compare plans and yearly prices' }).click();
    const dialog = page.getByRole('dialog', { name: billingMessages.choosePlanTitle });
    await dialog.waitFor();
    await dialog.getByText(billingMessages.yearlyDiscount).waitFor();
    const card = (plan: string) => dialog.getByTestId(`pricing-${plan}`);

    await expect(card('starter').getByRole('button', { name: billingMessages.currentPlan }).isDisabled()).resolves.toBe(true);
    for (const plan of ['professional', 'enterprise']) {
      const button = card(plan).getByRole('button', { name: billingMessages.priceUnavailable });
      await expect(button.isDisabled()).resolves.toBe(true);
    }
    await expect(card('professional').textContent()).resolves.toContain('$59/month');
    await expect(dialog.locator('tbody tr').count()).resolves.toBe(10);
    await expect(dialog.locator('tbody tr').first().textContent()).resolves.toBe('AI content generation50UnlimitedUnlimited');

    await dialog.getByRole('button', { name: /Yearly/ }).click();
    await expect(card('professional').textContent()).resolves.toContain('$47/month');
    await expect(card('professional').textContent()).resolves.toContain('Save $132 a year.');
    await expect(card('enterprise').textContent()).resolves.toContain('$159/month');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('toasts the checkout returns and removes the parameter', async () => {
    const { context, page } = await signedInContext(browser);
    const returns: Array<[string, string, 'success' | 'error']> = [
      ['?success=true', billingMessages.paymentSuccessful, 'success'],
      ['?canceled=true', billingMessages.paymentCanceled, 'error'],
      ['?subscription=success', billingMessages.subscriptionUpdated, 'success'],
      ['?subscription=canceled', billingMessages.subscriptionProcessCanceled, 'error'],
    ];
    for (const [query, text, type] of returns) {
      await openBilling(page, query);
      await expect(toast(page, text).getAttribute('data-type')).resolves.toBe(type);
      await page.waitForURL((url) => url.pathname === '/settings/billing' && url.search === '');
    }
    await context.close();
  });
});

describe('settings page', () => {
  it('shows the plan, the usage meters, the card and the invoices', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/settings?tab=billing');
    await page.getByRole('heading', { level: 1, name: 'Settings', exact: true }).waitFor();
    await expect(page.getByRole('tab', { name: 'Billing' }).getAttribute('aria-selected')).resolves.toBe('true');
    // Starter costs nothing: the tab shows what is paid, not the catalogue's price.
    await page.getByText(billingMessages.freePlan, { exact: true }).waitFor();

    const meters: Array<[string, string, string]> = [
      ['contentGeneration', 'AI content generations0 / 50', 'normal'],
      ['socialAccounts', 'Social accounts0 / 3', 'normal'],
      ['emailContacts', 'Email contacts0 / 2,000', 'normal'],
      ['projects', 'Projects0 / 1', 'normal'],
      ['teamMembers', `Team members1 / 1${usageMessages.teamMemberLimit} ${usageMessages.upgrade}`, 'limit'],
      ['storage', 'Storage0 MB / 1 GB', 'normal'],
    ];
    for (const [key, text, state] of meters) {
      const meter = page.getByTestId(`usage-${key}`);
      await expect(meter.textContent()).resolves.toBe(text);
      await expect(meter.getAttribute('data-state')).resolves.toBe(state);
    }
    // Starter's one seat is filled by its owner: full, which is normal, so no limits banner.
    await expect(page.getByText(usageMessages.approachingLimits).count()).resolves.toBe(0);
    await page.getByText(billingMessages.notAvailable).waitFor();
    await page.getByText(billingMessages.noInvoices).waitFor();
    await expect(page.getByRole('link', { name: 'Manage billing' }).getAttribute('href')).resolves.toBe('/settings/billing');

    await page.getByRole('button', { name: billingMessages.choosePlanTitle }).click();
    await page.getByRole('dialog', { name: billingMessages.choosePlanTitle }).waitFor();
    await context.close();
  });

  it('toasts the subscription parameter', async () => {
    const { context, page } = await signedInContext(browser);
    await page.goto('/settings?subscription=success');
    await toast(page, billingMessages.subscriptionUpdated).waitFor();
    await page.waitForURL((url) => url.pathname === '/settings' && url.search === '');
    await page.goto('/settings?subscription=canceled');
    await toast(page, billingMessages.subscriptionProcessCanceled).waitFor();
    await context.close();
  });
});

describe('billing with Stripe (a local fake Stripe API)', () => {
  /** What a customer and Stripe do outside Uplift, through the fake's control routes. */
  async function stripeControl<T>(action: string, body: unknown): Promise<T> {
    const response = await fetch(`${fakeStripeUrl}/__control/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`fake Stripe ${action}: ${response.status}`);
    return (await response.json()) as T;
  }

  interface FakeSubscription {
    id: string;
    customer: string;
    items: { data: Array<{ current_period_start: number; current_period_end: number }> };
  }

  it('checks out a plan, shows the subscription and opens the portal and invoices', async () => {
    const { context, page } = await signedInContext(browser, uniqueEmail('buyer'), billingBaseUrl);
    // Stripe's hosted pages stand in as blank pages; what matters is that the browser is sent there.
    for (const host of ['checkout.stripe.test', 'billing.stripe.test', 'pay.stripe.test']) {
      await context.route(`https://${host}/**`, (route) => route.fulfill({ contentType: 'text/html', body: `<h1>${host}</h1>` }));
    }
    await openBilling(page);
    await expect(page.getByTestId('billing-notice').count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'billing@uplift.test' }).getAttribute('href')).resolves.toBe('mailto:billing@uplift.test');

    // The yearly price of a plan is the one bought from the yearly view.
    await page.getByRole('button', { name: 'Compare plans and yearly prices' }).click();
    const pricing = page.getByRole('dialog', { name: billingMessages.choosePlanTitle });
    await pricing.getByRole('button', { name: /Yearly/ }).click();
    await pricing.getByTestId('pricing-professional').getByRole('button', { name: 'Upgrade to Professional' }).click();
    const checkout = page.getByRole('dialog', { name: billingMessages.checkoutTitle });
    await expect(checkout.textContent()).resolves.toContain('$566.40/year');
    await checkout.getByRole('button', { name: billingMessages.cancel }).click();

    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/billing/checkout', async (route) => {
      await released;
      await route.continue();
    });
    await planCard(page, 'professional').getByRole('button', { name: 'Upgrade to Professional' }).click();
    await expect(checkout.textContent()).resolves.toContain('$59/month');
    await checkout.getByRole('button', { name: billingMessages.proceedToCheckout }).click();
    await expect(checkout.getByRole('button', { name: billingMessages.processing }).isDisabled()).resolves.toBe(true);
    release();
    await page.waitForURL('https://checkout.stripe.test/c/pay/**');
    const sessionId = new URL(page.url()).pathname.split('/').pop();

    const subscription = await stripeControl<FakeSubscription>('complete-checkout', { sessionId });
    const period = subscription.items.data[0];
    if (!period) throw new Error('the fake subscription has no item');
    const start = formatBillingDate(new Date(period.current_period_start * 1000).toISOString());
    const end = formatBillingDate(new Date(period.current_period_end * 1000).toISOString());

    await openBilling(page, '?success=true');
    await toast(page, billingMessages.paymentSuccessful).waitFor();
    await expect(page.getByText(billingMessages.noActiveSubscription).count()).resolves.toBe(0);
    const current = page.getByTestId('current-subscription');
    for (const text of ['$59/month', 'Active', `${start} - ${end}`, 'Visa •••• 4242', billingMessages.autoRenewsOn(end)]) {
      await current.getByText(text, { exact: true }).waitFor();
    }
    await expect(planCard(page, 'professional').getByRole('button', { name: billingMessages.currentPlan }).isDisabled()).resolves.toBe(
      true,
    );
    await expect(planCard(page, 'starter').getByRole('button', { name: billingMessages.freePlan }).isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: billingMessages.billingPortal }).click();
    await page.waitForURL('https://billing.stripe.test/p/session/**');

    await stripeControl('update-subscription', { id: subscription.id, cancel_at_period_end: true });
    await stripeControl('invoices', { customer: subscription.customer, amount: 5900, status: 'paid' });
    await openBilling(page);
    await page.getByText(billingMessages.cancelsOn(end), { exact: true }).waitFor();
    const row = page.locator('tbody tr', { hasText: 'Subscription payment' });
    await expect(row.textContent()).resolves.toContain('$59Paid');
    const [pdf] = await Promise.all([context.waitForEvent('page'), row.getByRole('link', { name: 'Download' }).click()]);
    await pdf.waitForURL('https://pay.stripe.test/invoice/**');
    await toast(page, billingMessages.invoiceDownloaded).waitFor();

    await page.goto('/settings?tab=billing');
    await page.getByText('Visa •••• 4242', { exact: true }).waitFor();
    await expect(page.getByTestId('usage-contentGeneration').getAttribute('data-state')).resolves.toBe('unlimited');
    await context.close();
  });
});
