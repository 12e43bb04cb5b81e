import { describe, expect, test } from 'vitest';
import { useTestServer } from '../../../test/use-test-server';
import { connectedShop, ledgerRows, ledgerTotal } from '../test/connected-shop';
import { fakeWooCommerce } from '../test/fake-woocommerce';

const uplift = useTestServer();

/** A store whose webhooks post to a newly connected workspace's address. */
async function wooStore(email: string) {
  const woo = fakeWooCommerce();
  const shop = await connectedShop(uplift, email, 'woocommerce', { webhookSecret: woo.secret });
  woo.deliveryUrl = shop.incomingUrl;
  return { woo, ...shop };
}

describe('WooCommerce’s order webhooks', () => {
  test('the card asks for the secret and shows the address to paste, which WooCommerce may try', async () => {
    const client = await uplift.member('woo.card@example.com');
    const before = ((await client.get('/api/integrations')).body.integrations as Array<Record<string, unknown>>).find(
      (card) => card.id === 'woocommerce',
    );
    expect(before).toMatchObject({ name: 'WooCommerce', category: 'ecommerce', connected: false, incomingUrl: null });
    expect((before!.fields as Array<{ name: string }>).map((field) => field.name)).toEqual(['webhookSecret']);

    const { woo, incomingUrl, connectionId, client: member } = await wooStore('woo.paste@example.com');
    expect(incomingUrl).toBe(`${uplift.server.url}/api/integrations/stores/${connectionId}`);
    expect(JSON.stringify((await member.get('/api/integrations')).body)).not.toContain(woo.secret);
    expect(await woo.saveWebhook()).toBe(200);
    expect(await ledgerRows(uplift, connectionId)).toEqual([]);
  });

  test('a paid order is kept once with its click, however often WooCommerce sends it', async () => {
    const { woo, connectionId } = await wooStore('woo.orders@example.com');
    const { order, status } = await woo.placeOrder({ landingPage: 'https://shop.example/rye/?uc=click-woo&utm_source=uplift' });
    expect(status).toBe(200);
    expect(await woo.deliver('order.created', order)).toBe(200);
    order.status = 'completed';
    expect(await woo.deliver('order.updated', order)).toBe(200);
    expect(await ledgerRows(uplift, connectionId)).toEqual([
      {
        external_id: String(order.id),
        amount_minor: 2935,
        currency: 'USD',
        customer_email: 'ann@example.com',
        click_ref: 'click-woo',
        product_ref: null,
        refund_of: null,
      },
    ]);
    // An order not paid yet is not revenue.
    expect((await woo.placeOrder({ status: 'on-hold', date_paid_gmt: null })).status).toBe(200);
    expect(await ledgerTotal(uplift, connectionId)).toBe(2935);
  });

  test('refunds subtract, each once, down to nothing when the order is refunded', async () => {
    const { woo, connectionId } = await wooStore('woo.refunds@example.com');
    const { order } = await woo.placeOrder({ total: '40.00' });
    expect(await woo.refund(order, '15.00')).toBe(200);
    expect(await woo.deliver('order.updated', order)).toBe(200);
    expect(await ledgerTotal(uplift, connectionId)).toBe(2500);
    expect(await woo.refund(order)).toBe(200);
    expect(order.status).toBe('refunded');
    expect(await ledgerTotal(uplift, connectionId)).toBe(0);
    const refunds = (await ledgerRows(uplift, connectionId)).filter((row) => row.refund_of !== null);
    expect(refunds.map((row) => [row.external_id, row.amount_minor, row.refund_of])).toEqual([
      [`refund:${order.id}:${order.refunds[1]!.id}`, -1500, String(order.id)],
      [`refund:${order.id}:${order.refunds[0]!.id}`, -2500, String(order.id)],
    ]);
  });

  test('a wrong signature is refused and keeps nothing; another workspace’s address does not take this secret', async () => {
    const { woo, connectionId } = await wooStore('woo.forged@example.com');
    const { order } = await woo.placeOrder();
    const other = await wooStore('woo.other@example.com');

    expect(await woo.deliver('order.created', { ...order, id: 9001 }, 'not-the-secret')).toBe(401);
    const unsigned = await fetch(woo.deliveryUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-wc-webhook-topic': 'order.created' },
      body: JSON.stringify({ ...order, id: 9002 }),
    });
    expect(unsigned.status).toBe(401);
    // This store's secret, posted to the other workspace's connection.
    woo.deliveryUrl = other.incomingUrl;
    expect(await woo.deliver('order.created', { ...order, id: 9003 })).toBe(401);
    expect(await woo.saveWebhook()).toBe(200);

    expect((await ledgerRows(uplift, connectionId)).map((row) => row.external_id)).toEqual([String(order.id)]);
    expect(await ledgerRows(uplift, other.connectionId)).toEqual([]);
  });
});
