// A local stand-in for Stripe's API, enough of it for Uplift's billing: the official SDK is pointed at
// it (STRIPE_API_URL) and speaks its real protocol (form-encoded requests, JSON objects, lists,
// errors). Tests drive the "Stripe side" through its helpers and sign events with the SDK's own helper.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The parameters of every Checkout and portal session Uplift created, oldest first. */
  checkoutSessions: StripeObject[];
  portalSessions: StripeObject[];
  customers: Map<string, StripeObject>;
  addProduct(input: { name: string; active?: boolean }): StripeObject;
  addPrice(input: { product: string; unitAmount: number; interval: 'month' | 'year'; plan?: string; active?: boolean }): StripeObject;
  addCustomer(input: { email: string; metadata?: Record<string, string> }): StripeObject;
  /** A subscription paid by card, as Stripe makes it after a payment. */
  addSubscription(input: { customer: string; price: string; status?: string; metadata?: object }): StripeObject;
  /** A new default card on the subscription, as the portal sets it. */
  setCard(subscriptionId: string, card: { brand: string; last4: string }): void;
  /** The next request whose path starts with `pathPrefix` fails with Stripe's error shape. */
  failNext(pathPrefix: string, error: { status: number; type: string; code?: string }): void;
  /** What Stripe does when the customer pays: a subscription on the session's price, paid by card. */
  completeCheckout(sessionId: string, options?: { status?: string }): StripeObject;
  updateSubscription(id: string, patch: { status?: string; cancel_at_period_end?: boolean; price?: string }): StripeObject;
  /** Stripe keeps a deleted subscription readable, with status canceled. */
  deleteSubscription(id: string): StripeObject;
  /** Stripe keeps a deleted customer readable as `{id, deleted: true}`; other calls on it fail. */
  deleteCustomer(id: string): void;
  /**
   * Holds the answer to the next read of an object, as read then, until the test releases it: for
   * events whose reads finish out of order. `reached` settles when that read has come in.
   */
  holdNextRead(id: string): { reached: Promise<void>; release(): void };
  addInvoice(customer: string, input: { amount: number; status: string; description?: string; created?: number }): StripeObject;
  /** An event as Stripe would send it: the JSON body and its Stripe-Signature header. */
  signedEvent(type: string, object: StripeObject, options?: { id?: string; secret?: string }): { payload: string; signature: string };
  /** Where `/__control/*` calls send their events, as Stripe sends them to a webhook endpoint. */
  webhookUrl: string | undefined;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const store = {
    customers: new Map<string, StripeObject>(),
    products: new Map<string, StripeObject>(),
    prices: new Map<string, StripeObject>(),
    subscriptions: new Map<string, StripeObject>(),
    paymentMethods: new Map<string, StripeObject>(),
    invoices: new Map<string, StripeObject>(),
    checkoutSessions: new Map<string, StripeObject>(),
  };
  const checkoutSessions: StripeObject[] = [];
  const portalSessions: StripeObject[] = [];
  const idempotent = new Map<string, StripeObject>();
  const holds = new Map<string, { arrived(): void; released: Promise<void> }>();
  const failures: Array<{ pathPrefix: string; error: { status: number; type: string; code?: string } }> = [];
  const signer = new Stripe(secretKey);

  function subscriptionView(subscription: StripeObject, expand: string[]): StripeObject {
    const items = subscription.items as { data: Array<Record<string, unknown>> };
    const view: StripeObject = {
      ...subscription,
      items: {
        object: 'list',
        has_more: false,
        data: items.data.map((item) => ({ ...item, price: store.prices.get(item.price as string) })),
      },
    };
    if (expand.includes('default_payment_method') && typeof subscription.default_payment_method === 'string') {
      view.default_payment_method = store.paymentMethods.get(subscription.default_payment_method) ?? null;
    }
    return view;
  }

  function customerView(customer: StripeObject, expand: string[]): StripeObject {
    const settings = customer.invoice_settings as { default_payment_method: string | null };
    if (!expand.includes('invoice_settings.default_payment_method') || !settings.default_payment_method) return customer;
    return { ...customer, invoice_settings: { default_payment_method: store.paymentMethods.get(settings.default_payment_method) } };
  }

  function route(method: string, path: string, params: Record<string, unknown>, idempotencyKey?: string): [number, unknown] {
    const expand = asList(params.expand);
    const segments = path.split('/').filter(Boolean).slice(1); // drop "v1"
    const [resource, id, sub] = segments;
    const missing = (): [number, unknown] => [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } },
    ];

    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        if (idempotencyKey && idempotent.has(idempotencyKey)) return [200, idempotent.get(idempotencyKey)];
        const customer: StripeObject = {
          id: newId('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          invoice_settings: { default_payment_method: null },
          created: now(),
        };
        store.customers.set(customer.id, customer);
        if (idempotencyKey) idempotent.set(idempotencyKey, customer);
        return [200, customer];
      }
      const customer = id ? store.customers.get(id) : undefined;
      if (customer?.deleted) return [200, { id: customer.id, object: 'customer', deleted: true }];
      return customer ? [200, customerView(customer, expand)] : missing();
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'GET') {
      const open = [...store.checkoutSessions.values()].filter(
        (session) => session.customer === params.customer && (!params.status || session.status === params.status),
      );
      return [200, list('/v1/checkout/sessions', open)];
    }
    if (resource === 'checkout' && id === 'sessions' && segments[3] === 'expire' && method === 'POST') {
      const session = store.checkoutSessions.get(sub ?? '');
      if (!session) return missing();
      session.status = 'expired';
      return [200, session];
    }
    if (resource === 'checkout' && id === 'sessions' && method === 'POST') {
      const session: StripeObject = {
        id: newId('cs_test'),
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        customer: params.customer,
        client_reference_id: params.client_reference_id ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        subscription: null,
        line_items: params.line_items,
        subscription_data: params.subscription_data,
      };
      session.url = `https://checkout.stripe.test/c/pay/${session.id}`;
      store.checkoutSessions.set(session.id, session);
      checkoutSessions.push(session);
      return [200, session];
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
      const customer = store.customers.get(params.customer as string);
      if (!customer || customer.deleted) return missing();
      const session: StripeObject = {
        id: newId('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        flow: params.flow_data ?? null,
      };
      session.url = `https://billing.stripe.test/p/session/${session.id}`;
      portalSessions.push(session);
      return [200, session];
    }
    if (resource === 'subscriptions' && method === 'GET') {
      const subscription = id ? store.subscriptions.get(id) : undefined;
      return subscription ? [200, subscriptionView(subscription, expand)] : missing();
    }
    if ((resource === 'products' || resource === 'prices') && method === 'GET') {
      const collection = store[resource];
      if (id) {
        const object = collection.get(id);
        return object ? [200, object] : missing();
      }
      return [200, list(`/v1/${resource}`, [...collection.values()])];
    }
    if (resource === 'invoices' && method === 'GET' && !id) {
      const invoices = [...store.invoices.values()]
        .filter((invoice) => invoice.customer === params.customer)
        .sort((a, b) => (b.created as number) - (a.created as number));
      return [200, list('/v1/invoices', invoices)];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  }

  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const body = await readBody(request);
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(payload));
    };
    if (url.pathname.startsWith('/__control/')) {
      const [status, payload] = await control(url.pathname, body ? JSON.parse(body) : {});
      send(status, payload);
      return;
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const failure = failures.findIndex((candidate) => url.pathname.startsWith(candidate.pathPrefix));
    if (failure >= 0) {
      const { error } = failures.splice(failure, 1)[0]!;
      send(error.status, { error: { type: error.type, code: error.code, message: 'Simulated Stripe failure' } });
      return;
    }
    const params = { ...parseForm(url.searchParams.toString()), ...parseForm(body) };
    const idempotencyKey = request.headers['idempotency-key'];
    const [status, payload] = route(
      request.method ?? 'GET',
      url.pathname,
      params,
      typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
    );
    const objectId = url.pathname.split('/')[3];
    const hold = request.method === 'GET' && objectId ? holds.get(objectId) : undefined;
    if (hold) {
      holds.delete(objectId!);
      hold.arrived();
      await hold.released;
    }
    send(status, payload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /**
   * For browser tests, which run in another process: what a customer does on Stripe's pages, followed
   * by the event Stripe would send.
   */
  async function control(path: string, input: Record<string, unknown>): Promise<[number, unknown]> {
    if (path === '/__control/complete-checkout') {
      const subscription = fake.completeCheckout(String(input.sessionId));
      await deliver('checkout.session.completed', requireObject(store.checkoutSessions, String(input.sessionId)));
      return [200, subscription];
    }
    if (path === '/__control/update-subscription') {
      const { id, ...patch } = input as { id: string; status?: string; cancel_at_period_end?: boolean };
      const subscription = fake.updateSubscription(id, patch);
      await deliver('customer.subscription.updated', subscription);
      return [200, subscription];
    }
    if (path === '/__control/invoices') {
      const { customer, amount, status } = input as { customer: string; amount: number; status: string };
      return [200, fake.addInvoice(customer, { amount, status })];
    }
    return [404, { error: { message: `No control route ${path}` } }];
  }

  async function deliver(type: string, object: StripeObject) {
    if (!fake.webhookUrl) throw new Error('fake Stripe has no webhook URL');
    const { payload, signature } = fake.signedEvent(type, object);
    const response = await fetch(fake.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    if (!response.ok) throw new Error(`webhook answered ${response.status}`);
  }

  function requireObject(map: Map<string, StripeObject>, id: string): StripeObject {
    const object = map.get(id);
    if (!object) throw new Error(`fake Stripe has no ${id}`);
    return object;
  }

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    webhookUrl: undefined,
    secretKey,
    webhookSecret,
    checkoutSessions,
    portalSessions,
    customers: store.customers,
    addProduct({ name, active = true }) {
      const product = { id: newId('prod'), object: 'product', name, description: null, active, created: now(), metadata: {} };
      store.products.set(product.id, product);
      return product;
    },
    addPrice({ product, unitAmount, interval, plan, active = true }) {
      const price = {
        id: newId('price'),
        object: 'price',
        product,
        active,
        unit_amount: unitAmount,
        currency: 'usd',
        type: 'recurring',
        recurring: { interval, interval_count: 1 },
        metadata: plan ? { plan } : {},
        created: now(),
      };
      store.prices.set(price.id, price);
      return price;
    },
    addCustomer({ email, metadata = {} }) {
      const customer: StripeObject = {
        id: newId('cus'),
        object: 'customer',
        email,
        name: null,
        metadata,
        invoice_settings: { default_payment_method: null },
        created: now(),
      };
      store.customers.set(customer.id, customer);
      return customer;
    },
    addSubscription({ customer, price, status = 'active', metadata = {} }) {
      const paymentMethod = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      };
      store.paymentMethods.set(paymentMethod.id, paymentMethod);
      const start = now();
      const subscription: StripeObject = {
        id: newId('sub'),
        object: 'subscription',
        customer,
        status,
        cancel_at_period_end: false,
        cancel_at: null,
        created: start,
        default_payment_method: paymentMethod.id,
        metadata,
        items: {
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price,
              quantity: 1,
              current_period_start: start,
              current_period_end: start + 30 * 24 * 3600,
            },
          ],
        },
      };
      store.subscriptions.set(subscription.id, subscription);
      return subscriptionView(subscription, []);
    },
    setCard(subscriptionId, card) {
      const paymentMethod = { id: newId('pm'), object: 'payment_method', type: 'card', card: { ...card, exp_month: 1, exp_year: 2031 } };
      store.paymentMethods.set(paymentMethod.id, paymentMethod);
      requireObject(store.subscriptions, subscriptionId).default_payment_method = paymentMethod.id;
    },
    failNext(pathPrefix, error) {
      failures.push({ pathPrefix, error });
    },
    completeCheckout(sessionId, { status = 'active' } = {}) {
      const session = requireObject(store.checkoutSessions, sessionId);
      const lineItems = session.line_items as Array<{ price: string }>;
      const subscription = fake.addSubscription({
        customer: session.customer as string,
        price: lineItems[0]?.price ?? '',
        status,
        metadata: (session.subscription_data as { metadata?: object } | undefined)?.metadata ?? {},
      });
      Object.assign(session, { status: 'complete', subscription: subscription.id });
      return subscription;
    },
    updateSubscription(id, patch) {
      const subscription = requireObject(store.subscriptions, id);
      const { price, ...rest } = patch;
      Object.assign(subscription, rest);
      if (price) (subscription.items as { data: Array<{ price: string }> }).data[0]!.price = price;
      return subscriptionView(subscription, []);
    },
    deleteSubscription(id) {
      const subscription = requireObject(store.subscriptions, id);
      Object.assign(subscription, { status: 'canceled', ended_at: now() });
      return subscriptionView(subscription, []);
    },
    deleteCustomer(id) {
      requireObject(store.customers, id).deleted = true;
    },
    holdNextRead(id) {
      let arrived = () => {};
      let release = () => {};
      const reached = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(id, { arrived, released });
      return { reached, release };
    },
    addInvoice(customer, { amount, status, description = 'Subscription payment', created = now() }) {
      const invoice = {
        id: newId('in'),
        object: 'invoice',
        customer,
        created,
        status,
        currency: 'usd',
        amount_due: amount,
        amount_paid: status === 'paid' ? amount : 0,
        description: null,
        lines: { object: 'list', data: [{ description }] },
        status_transitions: { paid_at: status === 'paid' ? created : null },
        invoice_pdf: `https://pay.stripe.test/invoice/${created}/pdf`,
        hosted_invoice_url: `https://invoice.stripe.test/i/${created}`,
      };
      store.invoices.set(invoice.id, invoice);
      return invoice;
    },
    signedEvent(type, object, { id = newId('evt'), secret = webhookSecret } = {}) {
      const payload = JSON.stringify({
        id,
        object: 'event',
        type,
        created: now(),
        api_version: Stripe.API_VERSION,
        livemode: false,
        data: { object },
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

function list(url: string, data: StripeObject[]) {
  return { object: 'list', url, has_more: false, data };
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (value && typeof value === 'object') return Object.values(value).map(String);
  return typeof value === 'string' ? [value] : [];
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding: `a[b][0][c]=v` becomes `{a: {b: [{c: 'v'}]}}`. */
function parseForm(text: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.match(/[^[\]]+|(?<=\[)(?=\])/g) ?? [key];
    let node: Record<string, unknown> | unknown[] = result;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1] ?? '');
      const slot = segment === '' && Array.isArray(node) ? node.length : segment;
      const container = node as Record<string, unknown>;
      if (last) container[slot] = value;
      else node = (container[slot] ??= nextIsIndex ? [] : {}) as Record<string, unknown> | unknown[];
    });
  }
  return result;
}
