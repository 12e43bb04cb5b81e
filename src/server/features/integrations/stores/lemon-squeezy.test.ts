import { describe, expect, test } from 'vitest';
import { useTestServer } from '../../../test/use-test-server';
import { connectedShop, ledgerRows, ledgerTotal } from '../test/connected-shop';
import { fakeLemonSqueezy } from '../test/fake-lemon-squeezy';

const uplift = useTestServer();

async function lemonStore(email: string) {
  const lemon = fakeLemonSqueezy();
  const shop = await connectedShop(uplift, email, 'lemon-squeezy', { signingSecret: lemon.signingSecret });
  lemon.callbackUrl = shop.incomingUrl;
  return { lemon, ...shop };
}

describe('Lemon Squeezy’s order webhooks', () => {
  test('connecting asks for the signing secret, and the card shows the address to paste', async () => {
    const client = await uplift.member('lemon.short@example.com');
    const short = await client.post('/api/integrations/lemon-squeezy/connect', { credentials: { signingSecret: 'abc' } });
    expect(short.status).toBe(400);
    expect(short.body.error.message).toContain('6 to 40 characters');
    const { incomingUrl, connectionId } = await lemonStore('lemon.card@example.com');
    expect(incomingUrl).toBe(`${uplift.server.url}/api/integrations/stores/${connectionId}`);
  });

  test('a paid order is kept once with the checkout’s click and product, however often it is sent', async () => {
    const { lemon, connectionId } = await lemonStore('lemon.orders@example.com');
    const customData = { uplift_click: 'click-lemon', uplift_product: 'product-rye' };
    const { order, status } = await lemon.placeOrder({ total: 4900, currency: 'EUR', customData });
    expect(status).toBe(200);
    expect(await lemon.deliver('order_created', order, customData)).toBe(200);
    // Events Uplift does not keep are acknowledged.
    expect(await lemon.deliver('subscription_created', order, customData)).toBe(200);
    expect(await ledgerRows(uplift, connectionId)).toEqual([
      {
        external_id: order.id,
        amount_minor: 4900,
        currency: 'EUR',
        customer_email: 'ann@example.com',
        click_ref: 'click-lemon',
        product_ref: 'product-rye',
        refund_of: null,
      },
    ]);
  });

  test('a refund subtracts what is refunded so far, once, whatever order the refunds arrive in', async () => {
    const { lemon, connectionId } = await lemonStore('lemon.refunds@example.com');
    const { order, customData } = await lemon.placeOrder({ total: 5000, customData: { uplift_click: 'click-r' } });
    expect(await lemon.refund(order, customData, 1000)).toBe(200);
    const partly = structuredClone(order);
    expect(await lemon.deliver('order_refunded', order, customData)).toBe(200);
    expect(await ledgerTotal(uplift, connectionId)).toBe(4000);

    expect(await lemon.refund(order, customData)).toBe(200);
    expect(await ledgerTotal(uplift, connectionId)).toBe(0);
    // Lemon Squeezy retrying the first refund's delivery late changes nothing.
    expect(await lemon.deliver('order_refunded', partly, customData)).toBe(200);
    expect(await ledgerRows(uplift, connectionId)).toEqual([
      expect.objectContaining({ external_id: order.id, amount_minor: 5000 }),
      expect.objectContaining({ external_id: `refund:${order.id}`, amount_minor: -5000, refund_of: order.id, click_ref: 'click-r' }),
    ]);
  });

  test('a wrong signature is refused and keeps nothing; another workspace’s address does not take this secret', async () => {
    const { lemon, connectionId } = await lemonStore('lemon.forged@example.com');
    const other = await lemonStore('lemon.other@example.com');
    const { order, customData } = await lemon.placeOrder();
    expect(await lemon.deliver('order_created', { ...order, id: '1' }, customData, 'wrong-secret')).toBe(401);
    lemon.callbackUrl = other.incomingUrl;
    expect(await lemon.deliver('order_created', { ...order, id: '2' }, customData)).toBe(401);
    expect((await ledgerRows(uplift, connectionId)).map((row) => row.external_id)).toEqual([order.id]);
    expect(await ledgerRows(uplift, other.connectionId)).toEqual([]);
  });
});
