import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { IntegrationCard } from '@/shared/integrations/catalogue';
import { rowsOf } from '../../../db/rows';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { type FakeStripeAccount, startFakeStripeAccount, stripeCharge, stripeCustomer } from '../test/fake-stripe-account';
import { syncQueue } from './integration-syncs';

let stripe: FakeStripeAccount;
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string> };
beforeAll(async () => {
  stripe = await startFakeStripeAccount();
  overrides.originsForTests.stripe = stripe.origin;
});
afterAll(async () => {
  await stripe?.close();
});
const uplift = useTestServer({}, overrides);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
/** After the connection: news for webhooks and workflows. */
const soon = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function connected(email: string): Promise<{ client: TestClient; workspaceId: string }> {
  const client = await uplift.member(email);
  expect((await client.post('/api/integrations/stripe/connect', { credentials: { restrictedKey: stripe.readKey } })).status).toBe(200);
  return { client, workspaceId: (await client.get('/api/me')).body.workspace.id };
}
async function syncNow(client: TestClient): Promise<IntegrationCard> {
  expect((await client.post('/api/integrations/stripe/sync')).status).toBe(202);
  await uplift.server.drained([syncQueue]);
  const cards: IntegrationCard[] = (await client.get('/api/integrations')).body.integrations;
  return cards.find((card) => card.id === 'stripe')!;
}
async function sales(workspaceId: string) {
  const result = await uplift.server.db.execute(
    sql`select external_id, amount_minor::int as amount_minor, currency, customer_email from commerce_sales where workspace_id = ${workspaceId} order by external_id`,
  );
  return rowsOf<{ external_id: string; amount_minor: number; currency: string; customer_email: string | null }>(result).map(
    (row) => `${row.external_id} ${row.amount_minor} ${row.currency} ${row.customer_email ?? '-'}`,
  );
}
async function announced(workspaceId: string, type: string) {
  const result = await uplift.server.db.execute(
    sql`select data from domain_events where workspace_id = ${workspaceId} and type = ${type} order by occurred_at, id`,
  );
  return rowsOf<{ data: Record<string, unknown> }>(result).map((row) => row.data);
}

describe('Stripe’s charges and customers as revenue', () => {
  test('Sync now keeps succeeded charges less their refunds, once, and announces only what came after connecting', async () => {
    const newest = soon(30);
    stripe.charges = [
      stripeCharge('ch_old', 1999, daysAgo(10), { billing_details: { email: 'Ann@Example.com' } }),
      stripeCharge('ch_too_old', 5000, daysAgo(120)),
      stripeCharge('ch_refunded_part', 10000, daysAgo(2), { amount_refunded: 2500, receipt_email: 'bob@example.com' }),
      stripeCharge('ch_refunded_all', 3000, daysAgo(2), { amount_refunded: 3000 }),
      stripeCharge('ch_failed', 3000, daysAgo(2), { status: 'failed', paid: false }),
      stripeCharge('ch_yen', 1500, daysAgo(1), { currency: 'jpy' }),
      stripeCharge('ch_new', 4200, newest),
    ];
    const { client, workspaceId } = await connected('stripe.sync@example.com');

    const card = await syncNow(client);
    expect(card.lastError).toBeNull();
    expect(card.lastSyncSummary).toBe('4 new payments recorded as revenue. No new customers. Stripe has no content metrics.');
    expect(await sales(workspaceId)).toEqual([
      'ch_new 4200 USD -',
      'ch_old 1999 USD ann@example.com',
      'ch_refunded_part 7500 USD bob@example.com',
      'ch_yen 1500 JPY -',
    ]);
    // History is kept for the figures; only the payment since the connection is news.
    expect(await announced(workspaceId, 'revenue.recorded')).toEqual([
      expect.objectContaining({ source: 'stripe', id: 'ch_new', amount: 42, amountMinor: 4200, currency: 'USD' }),
    ]);
    // The first import reached 90 days back.
    const asked = stripe.received.filter((request) => request.path === '/v1/charges').at(-1)!;
    expect(Number(asked.query.get('created[gte]'))).toBeGreaterThan(daysAgo(91).getTime() / 1000);

    const again = await syncNow(client);
    expect(again.lastSyncSummary).toBe('No new payments. No new customers. Stripe has no content metrics.');
    expect(await sales(workspaceId)).toHaveLength(4);
    expect(await announced(workspaceId, 'revenue.recorded')).toHaveLength(1);
    // The next import asks only from the newest payment kept.
    const next = stripe.received.filter((request) => request.path === '/v1/charges').at(-1)!;
    expect(next.query.get('created[gte]')).toBe(String(Math.floor(newest.getTime() / 1000)));
  });

  test('a long history is read page by page', async () => {
    stripe.charges = Array.from({ length: 230 }, (_, index) => stripeCharge(`ch_page_${String(index).padStart(3, '0')}`, 100, daysAgo(5)));
    stripe.customers = [];
    const { client, workspaceId } = await connected('stripe.pages@example.com');
    const card = await syncNow(client);
    expect(card.lastSyncSummary).toMatch(/^230 new payments recorded as revenue\./);
    expect(await sales(workspaceId)).toHaveLength(230);
    const pages = stripe.received.filter((request) => request.path === '/v1/charges' && request.query.get('limit') === '100');
    expect(pages.slice(-3).map((request) => request.query.get('starting_after'))).toEqual([null, 'ch_page_130', 'ch_page_030']);
  });

  test('customers are kept, and a new one is announced with their marketing consent', async () => {
    stripe.charges = [];
    stripe.customers = [
      stripeCustomer('cus_before', 'before@example.com', daysAgo(3)),
      stripeCustomer('cus_yes', 'Yes@Example.com', soon(20), { name: 'Yasmin', metadata: { marketing_consent: 'true' } }),
      stripeCustomer('cus_no', 'no@example.com', soon(10)),
    ];
    const { client, workspaceId } = await connected('stripe.customers@example.com');
    const card = await syncNow(client);
    expect(card.lastSyncSummary).toBe('No new payments. 3 new customers. Stripe has no content metrics.');
    const news = await announced(workspaceId, 'customer.created');
    expect(news).toEqual([
      expect.objectContaining({ source: 'stripe', id: 'cus_no', email: 'no@example.com', consent: false }),
      expect.objectContaining({ source: 'stripe', id: 'cus_yes', email: 'yes@example.com', name: 'Yasmin', consent: true }),
    ]);
  });

  test('with the imports off nothing is read, and the card says so', async () => {
    stripe.charges = [stripeCharge('ch_off', 500, daysAgo(1))];
    const { client, workspaceId } = await connected('stripe.off@example.com');
    const saved = await client.put('/api/integrations/stripe/settings', {
      syncFrequency: 'daily',
      imports: { analytics: false, profiles: false, content: false },
    });
    expect(saved.status).toBe(200);
    const card = await syncNow(client);
    expect(card.lastSyncSummary).toBe('Analytics data and User profiles imports are off: nothing imported.');
    expect(await sales(workspaceId)).toEqual([]);
  });

  test('a key that lost its permission shows on the card in Stripe’s terms, and the next good sync clears it', async () => {
    stripe.charges = [];
    const { client } = await connected('stripe.narrowed@example.com');
    stripe.readKeyNarrowed = true;
    try {
      const failed = await syncNow(client);
      expect(failed.lastError).toBe('The key may no longer read charges and customers: give it Read access to both.');
    } finally {
      stripe.readKeyNarrowed = false;
    }
    expect((await syncNow(client)).lastError).toBeNull();
  });
});

describe('Stripe’s refunds', () => {
  const total = async (workspaceId: string) => {
    const result = await uplift.server.db.execute(
      sql`select coalesce(sum(amount_minor), 0)::int as total from commerce_sales where workspace_id = ${workspaceId}`,
    );
    return rowsOf<{ total: number }>(result)[0]!.total;
  };
  const refundRows = async (workspaceId: string) => {
    const result = await uplift.server.db.execute(
      sql`select external_id, amount_minor::int as amount_minor, refund_of, click_ref, product_ref from commerce_sales
          where workspace_id = ${workspaceId} and refund_of is not null order by external_id`,
    );
    return rowsOf<{ external_id: string; amount_minor: number; refund_of: string; click_ref: string | null; product_ref: string | null }>(
      result,
    );
  };

  test('a charge refunded after it was kept loses the refund once, as a row of its own with the charge’s click', async () => {
    stripe.customers = [];
    stripe.refunds = [];
    stripe.charges = [
      stripeCharge('ch_kept', 5000, daysAgo(1), { metadata: { uplift_click: 'click-1', uplift_product: 'product-1' } }),
      stripeCharge('ch_other', 700, daysAgo(1)),
    ];
    const { client, workspaceId } = await connected('stripe.refund.after@example.com');
    await syncNow(client);
    expect(await total(workspaceId)).toBe(5700);
    const kept = await uplift.server.db.execute(
      sql`select click_ref, product_ref from commerce_sales where workspace_id = ${workspaceId} and external_id = 'ch_kept'`,
    );
    expect(rowsOf(kept)).toEqual([{ click_ref: 'click-1', product_ref: 'product-1' }]);

    // Refunded at Stripe after the import: the charge now says amount_refunded, which is not read again.
    const refund = stripe.refund('ch_kept', soon(5), 1500);
    const card = await syncNow(client);
    expect(card.lastError).toBeNull();
    expect(card.lastSyncSummary).toBe('No new payments. 1 refund taken off. No new customers. Stripe has no content metrics.');
    expect(await total(workspaceId)).toBe(4200);
    expect(await refundRows(workspaceId)).toEqual([
      { external_id: refund.id, amount_minor: -1500, refund_of: 'ch_kept', click_ref: 'click-1', product_ref: 'product-1' },
    ]);
    const asked = stripe.received.filter((request) => request.path === '/v1/refunds').at(-1)!;
    expect(Number(asked.query.get('created[gte]'))).toBeGreaterThan(daysAgo(91).getTime() / 1000);

    // A third sync finds the same refund and adds nothing; it asks only from the newest refund kept.
    expect((await syncNow(client)).lastSyncSummary).toBe('No new payments. No new customers. Stripe has no content metrics.');
    expect(await total(workspaceId)).toBe(4200);
    const next = stripe.received.filter((request) => request.path === '/v1/refunds').at(-1)!;
    expect(next.query.get('created[gte]')).toBe(String(refund.created));
  });

  test('a charge refunded before its first import counts net, once', async () => {
    stripe.customers = [];
    stripe.refunds = [];
    stripe.charges = [stripeCharge('ch_early', 8000, daysAgo(3)), stripeCharge('ch_gone', 2000, daysAgo(3))];
    stripe.refund('ch_early', daysAgo(2), 3000);
    stripe.refund('ch_gone', daysAgo(2));
    // A refund of a charge never kept takes nothing back.
    stripe.charges.push(stripeCharge('ch_failed', 900, daysAgo(2), { status: 'failed', paid: false }));
    stripe.refunds.push({ ...stripe.refunds[0]!, id: 're_of_unknown', charge: 'ch_unknown', amount: 900 });
    const { client, workspaceId } = await connected('stripe.refund.before@example.com');
    await syncNow(client);
    expect(await sales(workspaceId)).toEqual(['ch_early 5000 USD -']);
    expect(await total(workspaceId)).toBe(5000);
    await syncNow(client);
    expect(await total(workspaceId)).toBe(5000);
    expect(await refundRows(workspaceId)).toEqual([]);
  });

  test('refunds are read page by page', async () => {
    stripe.customers = [];
    stripe.refunds = [];
    stripe.charges = Array.from({ length: 150 }, (_, index) => stripeCharge(`ch_many_${String(index).padStart(3, '0')}`, 1000, daysAgo(2)));
    const { client, workspaceId } = await connected('stripe.refund.pages@example.com');
    await syncNow(client);
    for (const charge of [...stripe.charges]) stripe.refund(charge.id, soon(5), 100);
    expect((await syncNow(client)).lastSyncSummary).toMatch(/150 refunds taken off/);
    expect(await total(workspaceId)).toBe(150 * 900);
    const pages = stripe.received.filter((request) => request.path === '/v1/refunds' && request.query.get('starting_after'));
    expect(pages.length).toBeGreaterThan(0);
  });
});
