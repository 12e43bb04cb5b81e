import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { billingMessages } from '@/shared/messages';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe';
import { startTestServer, testPassword, type TestClient, type TestServer } from '../../test/harness';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../mail/schema';
import { workspaceMembers } from '../../tenancy/schema';

let stripe: FakeStripe;
let server: TestServer;
let admin: TestClient;
type PriceName = 'starter' | 'professional' | 'professionalYearly' | 'enterprise' | 'inactive' | 'planless' | 'retiredProduct';
const price = {} as Record<PriceName, string>;

beforeAll(async () => {
  stripe = await startFakeStripe();
  const starter = stripe.addProduct({ name: 'Starter' });
  const professional = stripe.addProduct({ name: 'Professional' });
  const enterprise = stripe.addProduct({ name: 'Enterprise' });
  const retired = stripe.addProduct({ name: 'Retired', active: false });
  price.starter = stripe.addPrice({ product: starter.id, unitAmount: 1900, interval: 'month', plan: 'starter' }).id;
  price.professional = stripe.addPrice({ product: professional.id, unitAmount: 5900, interval: 'month', plan: 'professional' }).id;
  price.professionalYearly = stripe.addPrice({ product: professional.id, unitAmount: 56400, interval: 'year', plan: 'professional' }).id;
  price.enterprise = stripe.addPrice({ product: enterprise.id, unitAmount: 19900, interval: 'month', plan: 'enterprise' }).id;
  price.inactive = stripe.addPrice({
    product: professional.id,
    unitAmount: 4900,
    interval: 'month',
    plan: 'professional',
    active: false,
  }).id;
  price.planless = stripe.addPrice({ product: professional.id, unitAmount: 999, interval: 'month' }).id;
  price.retiredProduct = stripe.addPrice({ product: retired.id, unitAmount: 2900, interval: 'month', plan: 'professional' }).id;

  server = await startTestServer({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  admin = server.client();
  await admin.signUp('owner@uplift.test', testPassword);
  const imported = await admin.post('/api/admin/billing/import');
  expect(imported.status).toBe(200);
  expect(imported.body).toEqual({ products: 4, prices: 7 });
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

async function customer(email: string): Promise<TestClient> {
  const client = server.client();
  expect((await client.signUp(email, testPassword)).status).toBe(200);
  return client;
}

async function deliver(type: string, object: Record<string, unknown> & { id: string }, options?: { id?: string; secret?: string }) {
  const { payload, signature } = stripe.signedEvent(type, object, options);
  return postWebhook(payload, signature);
}

async function postWebhook(payload: string, signature?: string) {
  const response = await fetch(`${server.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    body: payload,
  });
  return { status: response.status, body: await response.json() };
}

/** Checkout as a user does it, then Stripe's side: payment, then the completed-session event. */
async function subscribe(client: TestClient, priceId: string) {
  const checkout = await client.post('/api/billing/checkout', { priceId });
  expect(checkout.status).toBe(200);
  const subscription = stripe.completeCheckout(checkout.body.sessionId);
  const session = stripe.checkoutSessions.find((candidate) => candidate.id === checkout.body.sessionId)!;
  expect((await deliver('checkout.session.completed', session)).status).toBe(200);
  return subscription;
}

describe('prices', () => {
  test('lists the active prices of active products that name a plan, cheapest first', async () => {
    const client = await customer('prices@uplift.test');
    const { body } = await client.get('/api/billing/prices');
    expect(body.prices.map((row: { id: string }) => row.id)).toEqual([
      price.starter,
      price.professional,
      price.enterprise,
      price.professionalYearly,
    ]);
    expect(body.prices[1]).toMatchObject({ planId: 'professional', amount: 59, interval: 'month', productName: 'Professional' });
  });
});

describe('checkout', () => {
  test('creates a Checkout session for the workspace, returning to our own pages', async () => {
    const client = await customer('checkout@uplift.test');
    const me = (await client.get('/api/me')).body;
    const checkout = await client.post('/api/billing/checkout', { priceId: price.professional });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    const session = stripe.checkoutSessions.at(-1)!;
    expect(session).toMatchObject({
      id: checkout.body.sessionId,
      mode: 'subscription',
      client_reference_id: me.workspace.id,
      success_url: `${server.url}/setup?subscription=success`,
      cancel_url: `${server.url}/settings/billing?subscription=canceled`,
    });
    // The customer carries the signed-in user's e-mail, whatever the body says.
    expect(stripe.customers.get(session.customer as string)).toMatchObject({
      email: 'checkout@uplift.test',
      metadata: { workspaceId: me.workspace.id },
    });
  });

  test('refuses a price that is foreign, inactive, plan-less or of a retired product', async () => {
    const client = await customer('wrong-price@uplift.test');
    for (const priceId of ['price_from_elsewhere', price.inactive, price.planless, price.retiredProduct]) {
      const checkout = await client.post('/api/billing/checkout', { priceId });
      expect(checkout.status).toBe(400);
      expect(checkout.body.error).toEqual({ code: 'UNKNOWN_PRICE', message: billingMessages.unknownPrice });
    }
  });

  test('refuses to sell starter', async () => {
    const client = await customer('starter@uplift.test');
    const checkout = await client.post('/api/billing/checkout', { priceId: price.starter });
    expect(checkout.status).toBe(400);
    expect(checkout.body.error.code).toBe('STARTER_NOT_FOR_SALE');
  });

  test('refuses return addresses on another origin', async () => {
    const client = await customer('return-url@uplift.test');
    for (const body of [
      { priceId: price.professional, successUrl: 'https://evil.example/setup' },
      { priceId: price.professional, cancelUrl: '//evil.example/billing' },
      { priceId: price.professional, successUrl: '/\\evil.example/setup' },
      { priceId: price.professional, successUrl: 'javascript:alert(1)' },
      { priceId: price.professional, successUrl: `${server.url.replace('://', '://user:pass@')}/setup` },
    ]) {
      const checkout = await client.post('/api/billing/checkout', body);
      expect(checkout.status).toBe(400);
      expect(checkout.body.error).toEqual({ code: 'FOREIGN_RETURN_URL', message: billingMessages.foreignReturnUrl });
    }
    const sameOrigin = await client.post('/api/billing/checkout', {
      priceId: price.professional,
      successUrl: `${server.url}/setup?subscription=success`,
    });
    expect(sameOrigin.status).toBe(200);
  });

  test('answers 400 without a price', async () => {
    const client = await customer('no-price@uplift.test');
    const checkout = await client.post('/api/billing/checkout', {});
    expect(checkout.status).toBe(400);
    expect(checkout.body.error.code).toBe('VALIDATION_FAILED');
  });

  test('needs a session', async () => {
    const checkout = await server.client().post('/api/billing/checkout', { priceId: price.professional });
    expect(checkout.status).toBe(401);
  });
});

describe('subscription lifecycle through the webhook', () => {
  let client: TestClient;
  let subscriptionId: string;

  beforeAll(async () => {
    client = await customer('subscriber@uplift.test');
    expect((await client.get('/api/me')).body.plan).toBe('starter');
  });

  test('checkout, payment and the completed-session event put the workspace on professional', async () => {
    subscriptionId = (await subscribe(client, price.professional)).id;
    const me = (await client.get('/api/me')).body;
    expect(me.plan).toBe('professional');
    expect(me.limits.contentGeneration).toBe('unlimited');

    const overview = (await client.get('/api/billing')).body;
    expect(overview).toMatchObject({ plan: 'professional', planSource: 'subscription', hasCustomer: true, canManage: true });
    expect(overview.subscription).toMatchObject({
      id: subscriptionId,
      status: 'active',
      planId: 'professional',
      priceId: price.professional,
      amount: 59,
      interval: 'month',
      cancelAtPeriodEnd: false,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(new Date(overview.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
  });

  test('a replayed event changes nothing the second time', async () => {
    const event = { id: 'evt_replayed_once', secret: undefined };
    const subscription = stripe.updateSubscription(subscriptionId, {});
    expect((await deliver('customer.subscription.updated', subscription, event)).body).toEqual({ received: true, duplicate: false });

    // Stripe's state moves on without an event of its own; the replay must not pick it up.
    stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    expect((await deliver('customer.subscription.updated', subscription, event)).body).toEqual({ received: true, duplicate: true });
    expect((await client.get('/api/billing')).body.subscription.status).toBe('active');
    stripe.updateSubscription(subscriptionId, { status: 'active' });
  });

  test('cancel at period end keeps the plan and says so', async () => {
    const subscription = stripe.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    expect((await deliver('customer.subscription.updated', subscription)).status).toBe(200);
    const overview = (await client.get('/api/billing')).body;
    expect(overview.plan).toBe('professional');
    expect(overview.subscription.cancelAtPeriodEnd).toBe(true);
    expect(overview.subscription.cancelAt).toBe(overview.subscription.currentPeriodEnd);
  });

  test('choosing another plan while subscribed goes through the portal, not a second subscription', async () => {
    const change = await client.post('/api/billing/checkout', { priceId: price.enterprise });
    expect(change.status).toBe(200);
    expect(change.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.portalSessions.at(-1)?.flow).toMatchObject({ type: 'subscription_update_confirm' });

    const same = await client.post('/api/billing/checkout', { priceId: price.professional });
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe('ALREADY_ON_PLAN');
  });

  test('deletion returns the workspace to starter', async () => {
    const subscription = stripe.deleteSubscription(subscriptionId);
    expect((await deliver('customer.subscription.deleted', subscription)).status).toBe(200);
    expect((await client.get('/api/me')).body.plan).toBe('starter');
    const overview = (await client.get('/api/billing')).body;
    expect(overview.subscription).toBeNull();
    expect(overview.hasCustomer).toBe(true);
  });
});

describe('what is paid', () => {
  test("a yearly subscriber's overview carries the yearly price it pays, not the monthly one", async () => {
    const client = await customer('yearly@uplift.test');
    await subscribe(client, price.professionalYearly);
    const overview = (await client.get('/api/billing')).body;
    expect(overview.subscription).toMatchObject({ priceId: price.professionalYearly, amount: 564, currency: 'usd', interval: 'year' });
  });
});

describe("billing notices to the workspace's owners", () => {
  const titles = async (client: TestClient) =>
    ((await client.get('/api/notifications?limit=100')).body.items as Array<{ title: string }>)
      .map((item) => item.title)
      .filter((title) => title !== 'Welcome to Uplift');

  test('activation, a failed payment and the cancellation each notify the owner once; an Editor hears nothing', async () => {
    const owner = await customer('billing-notices@uplift.test');
    const editor = await customer('billing-editor@uplift.test');
    const workspaceId = (await owner.get('/api/me')).body.workspace.id;
    const editorId = (await editor.get('/api/me')).body.id;
    await server.db.insert(workspaceMembers).values({ workspaceId, userId: editorId, role: 'editor' });
    expect((await editor.post('/api/workspaces/current', { workspaceId })).status).toBe(200);

    const subscription = await subscribe(owner, price.professional);
    expect(await titles(owner)).toEqual(['Subscription activated']);
    expect((await owner.get('/api/notifications')).body.items[0]).toMatchObject({
      body: 'Your workspace is now on the Professional plan.',
      link: '/settings/billing',
    });

    const pastDue = stripe.updateSubscription(subscription.id, { status: 'past_due' });
    await deliver('customer.subscription.updated', pastDue);
    // The same state again (a second event about it) says nothing new.
    await deliver('customer.subscription.updated', pastDue);
    expect(await titles(owner)).toEqual(['Payment failed', 'Subscription activated']);

    // The owner turned billing's in-app notices off: the cancellation comes by e-mail only.
    await owner.put('/api/notifications/preferences', { kind: 'billing', inApp: false, email: true });
    await deliver('customer.subscription.deleted', stripe.deleteSubscription(subscription.id));
    expect(await titles(owner)).toEqual(['Payment failed', 'Subscription activated']);
    expect(await titles(editor)).toEqual([]);
    const mails = await server.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'billing-notices@uplift.test'));
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Payment failed', 'Subscription activated', 'Subscription canceled']);
  });
});

describe('event order and signatures', () => {
  test("'updated' arriving before 'created' ends in Stripe's current state", async () => {
    const client = await customer('out-of-order@uplift.test');
    const checkout = await client.post('/api/billing/checkout', { priceId: price.professional });
    const subscription = stripe.completeCheckout(checkout.body.sessionId, { status: 'trialing' });

    expect((await deliver('customer.subscription.updated', subscription)).status).toBe(200);
    expect((await client.get('/api/me')).body.plan).toBe('professional');

    // The late 'created' carries an older copy; the object is re-read, so it cannot wind state back.
    expect((await deliver('customer.subscription.created', { ...subscription, status: 'incomplete' })).status).toBe(200);
    const overview = (await client.get('/api/billing')).body;
    expect(overview.plan).toBe('professional');
    expect(overview.subscription.status).toBe('trialing');
  });

  test('a bad or missing signature answers 400 and changes nothing', async () => {
    const client = await customer('forged@uplift.test');
    const checkout = await client.post('/api/billing/checkout', { priceId: price.enterprise });
    const subscription = stripe.completeCheckout(checkout.body.sessionId);

    const forged = await deliver('customer.subscription.created', subscription, { secret: 'whsec_not_ours' });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('BAD_SIGNATURE');
    const { payload } = stripe.signedEvent('customer.subscription.created', subscription);
    expect((await postWebhook(payload)).status).toBe(400);
    expect((await postWebhook(payload, 't=1,v1=deadbeef')).status).toBe(400);

    expect((await client.get('/api/me')).body.plan).toBe('starter');
  });

  test('ignores subscriptions of customers that are not ours, whatever the event claims', async () => {
    const client = await customer('bystander@uplift.test');
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    const outsider = stripe.addCustomer({ email: 'outsider@example.com' });
    const subscription = stripe.addSubscription({ customer: outsider.id, price: price.enterprise });

    const session = {
      id: 'cs_foreign',
      object: 'checkout.session',
      customer: outsider.id,
      client_reference_id: workspaceId,
      subscription: subscription.id,
    };
    expect((await deliver('checkout.session.completed', session)).status).toBe(200);
    expect((await deliver('customer.subscription.created', subscription)).status).toBe(200);

    const overview = (await client.get('/api/billing')).body;
    expect(overview).toMatchObject({ plan: 'starter', hasCustomer: false, subscription: null });
  });

  test('a slow read finishing last does not overwrite a newer one', async () => {
    const client = await customer('slow-read@uplift.test');
    const checkout = await client.post('/api/billing/checkout', { priceId: price.professional });
    const subscription = stripe.completeCheckout(checkout.body.sessionId, { status: 'incomplete' });

    // 'created' reads the subscription while it is still incomplete, and its answer is held back...
    const read = stripe.holdNextRead(subscription.id);
    const created = deliver('customer.subscription.created', subscription);
    try {
      await read.reached;
      // ...while the payment goes through and 'updated' reads and writes the active state; then it comes.
      const active = stripe.updateSubscription(subscription.id, { status: 'active' });
      expect((await deliver('customer.subscription.updated', active)).status).toBe(200);
    } finally {
      read.release();
    }
    expect((await created).status).toBe(200);

    const overview = (await client.get('/api/billing')).body;
    expect(overview.plan).toBe('professional');
    expect(overview.subscription.status).toBe('active');
  });
});

describe('Stripe-side changes and failures', () => {
  test('a second checkout expires the first, so two tabs cannot make two subscriptions', async () => {
    const client = await customer('two-tabs@uplift.test');
    const first = await client.post('/api/billing/checkout', { priceId: price.professional });
    const second = await client.post('/api/billing/checkout', { priceId: price.enterprise });
    expect(second.status).toBe(200);
    const sessions = stripe.checkoutSessions.filter((session) => [first.body.sessionId, second.body.sessionId].includes(session.id));
    expect(sessions.map((session) => session.status)).toEqual(['expired', 'open']);
    expect(sessions[0]!.customer).toBe(sessions[1]!.customer);
  });

  test('a customer deleted in Stripe is replaced at the next checkout, and its plan ends', async () => {
    const client = await customer('deleted-customer@uplift.test');
    await subscribe(client, price.professional);
    const customerId = stripe.checkoutSessions.at(-1)!.customer as string;

    stripe.deleteCustomer(customerId);
    expect((await deliver('customer.deleted', { id: customerId, object: 'customer', deleted: true })).status).toBe(200);
    expect((await client.get('/api/billing')).body).toMatchObject({ plan: 'starter', hasCustomer: false, subscription: null });

    const portal = await client.post('/api/billing/portal', {});
    expect(portal.status).toBe(404);
    expect(portal.body.error.message).toBe('No customer ID found');
    const checkout = await client.post('/api/billing/checkout', { priceId: price.professional });
    expect(checkout.status).toBe(200);
    expect(stripe.checkoutSessions.at(-1)!.customer).not.toBe(customerId);
  });

  test('a customer deleted without our hearing of it: the portal says there is none', async () => {
    const client = await customer('silently-deleted@uplift.test');
    await subscribe(client, price.professional);
    stripe.deleteCustomer(stripe.checkoutSessions.at(-1)!.customer as string);
    const portal = await client.post('/api/billing/portal', {});
    expect(portal.status).toBe(404);
    expect(portal.body.error.code).toBe('NO_CUSTOMER');
  });

  test("Stripe's failures answer 502 with the spec's messages", async () => {
    const client = await customer('stripe-down@uplift.test');
    stripe.failNext('/v1/checkout/sessions', { status: 400, type: 'invalid_request_error', code: 'parameter_invalid_empty' });
    const checkout = await client.post('/api/billing/checkout', { priceId: price.professional });
    expect(checkout.status).toBe(502);
    expect(checkout.body.error).toEqual({ code: 'CHECKOUT_FAILED', message: billingMessages.createCheckoutFailed });

    stripe.failNext('/v1/billing_portal', { status: 400, type: 'invalid_request_error', code: 'parameter_invalid_empty' });
    const portal = await client.post('/api/billing/portal', {});
    expect(portal.status).toBe(502);
    expect(portal.body.error).toEqual({ code: 'PORTAL_FAILED', message: billingMessages.createPortalFailed });
  });

  test('a card changed in the portal shows after the customer event', async () => {
    const client = await customer('new-card@uplift.test');
    const subscription = await subscribe(client, price.professional);
    const customerId = stripe.checkoutSessions.at(-1)!.customer as string;
    stripe.updateSubscription(subscription.id, { cancel_at_period_end: false });
    stripe.setCard(subscription.id, { brand: 'mastercard', last4: '5454' });
    expect((await deliver('customer.updated', { id: customerId, object: 'customer' })).status).toBe(200);
    expect((await client.get('/api/billing')).body.subscription.card).toEqual({ brand: 'mastercard', last4: '5454' });
  });
});

describe('portal and invoices', () => {
  test("answers 'No customer ID found' before the first checkout", async () => {
    const client = await customer('no-customer@uplift.test');
    const portal = await client.post('/api/billing/portal', {});
    expect(portal.status).toBe(404);
    expect(portal.body.error).toEqual({ code: 'NO_CUSTOMER', message: 'No customer ID found' });
    expect((await client.get('/api/billing/invoices')).body).toEqual({ invoices: [] });
  });

  test("opens the portal for the workspace's customer, returning to billing", async () => {
    const client = await customer('portal@uplift.test');
    await subscribe(client, price.professional);
    const portal = await client.post('/api/billing/portal', {});
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.portalSessions.at(-1)?.return_url).toBe(`${server.url}/settings/billing`);

    const foreign = await client.post('/api/billing/portal', { returnUrl: 'https://evil.example/' });
    expect(foreign.status).toBe(400);
  });

  test("lists the customer's real invoices, newest first, in dollars with their PDF", async () => {
    const client = await customer('invoices@uplift.test');
    await subscribe(client, price.professional);
    const session = stripe.checkoutSessions.at(-1)!;
    stripe.addInvoice(session.customer as string, { amount: 5900, status: 'paid', created: 1_760_000_000 });
    stripe.addInvoice(session.customer as string, { amount: 5900, status: 'open', created: 1_762_600_000 });

    const { invoices } = (await client.get('/api/billing/invoices')).body;
    expect(invoices).toHaveLength(2);
    expect(invoices[0]).toMatchObject({ status: 'open', amount: 59, description: 'Subscription payment' });
    expect(invoices[1]).toMatchObject({ status: 'paid', amount: 59, date: new Date(1_760_000_000 * 1000).toISOString() });
    expect(invoices[1].pdfUrl).toMatch(/^https:\/\/pay\.stripe\.test\//);
  });
});

describe('plans set by an admin', () => {
  test("an admin's hand-set plan applies at once and can be cleared", async () => {
    const client = await customer('comped@uplift.test');
    const workspaceId = (await client.get('/api/me')).body.workspace.id;

    const set = await admin.put(`/api/admin/workspaces/${workspaceId}/plan`, { plan: 'enterprise' });
    expect(set.status).toBe(200);
    expect((await client.get('/api/me')).body.plan).toBe('enterprise');
    expect((await client.get('/api/billing')).body.planSource).toBe('override');

    expect((await admin.put(`/api/admin/workspaces/${workspaceId}/plan`, { plan: null })).status).toBe(200);
    expect((await client.get('/api/me')).body.plan).toBe('starter');
  });

  test('is refused to non-admins, and answers 400 or 404 to bad input', async () => {
    const client = await customer('not-admin@uplift.test');
    const workspaceId = (await client.get('/api/me')).body.workspace.id;
    expect((await client.put(`/api/admin/workspaces/${workspaceId}/plan`, { plan: 'enterprise' })).status).toBe(403);
    expect((await admin.put(`/api/admin/workspaces/${workspaceId}/plan`, { plan: 'gold' })).status).toBe(400);
    const unknown = await admin.put('/api/admin/workspaces/00000000-0000-4000-8000-000000000000/plan', { plan: 'starter' });
    expect(unknown.status).toBe(404);
    expect((await admin.put('/api/admin/workspaces/not-a-workspace/plan', { plan: 'starter' })).status).toBe(404);
  });
});

describe('without Stripe keys', () => {
  let plain: TestServer;

  beforeAll(async () => {
    plain = await startTestServer();
  });

  afterAll(async () => {
    await plain?.close();
  });

  test('shows the plans state and explains that payments are not configured', async () => {
    const client = plain.client();
    await client.signUp('first@uplift.test', testPassword);
    const user = plain.client();
    await user.signUp('second@uplift.test', testPassword);

    const overview = (await user.get('/api/billing')).body;
    expect(overview).toMatchObject({ paymentsEnabled: false, plan: 'starter', subscription: null, hasCustomer: false });
    expect((await user.get('/api/billing/prices')).body).toEqual({ prices: [] });

    const checkout = await user.post('/api/billing/checkout', { priceId: 'price_anything' });
    expect(checkout.status).toBe(503);
    expect(checkout.body.error).toEqual({ code: 'PAYMENTS_NOT_CONFIGURED', message: billingMessages.paymentsNotConfigured });
    expect((await user.post('/api/billing/portal', {})).status).toBe(503);
    expect((await client.post('/api/admin/billing/import')).status).toBe(503);
  });

  test('refuses webhooks it cannot verify', async () => {
    const response = await fetch(`${plain.url}/api/billing/webhook`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(503);
  });
});
