import { describe, expect, test } from 'vitest';
import { useTestServer } from '../../../test/use-test-server';
import { connectedShop, ledgerRows, ledgerTotal } from '../test/connected-shop';
import { fakeGumroad } from '../test/fake-gumroad';

const uplift = useTestServer();

async function gumroadAccount(email: string) {
  const gumroad = fakeGumroad();
  const shop = await connectedShop(uplift, email, 'gumroad', {});
  gumroad.pingUrl = shop.incomingUrl;
  return { gumroad, ...shop };
}

describe('Gumroad’s Ping', () => {
  test('connecting asks for nothing; the card shows a Ping URL with the connection’s token', async () => {
    const client = await uplift.member('gumroad.card@example.com');
    const card = ((await client.get('/api/integrations')).body.integrations as Array<Record<string, unknown>>).find(
      (entry) => entry.id === 'gumroad',
    );
    expect(card).toMatchObject({ name: 'Gumroad', category: 'ecommerce', fields: [], connected: false, incomingUrl: null });
    const { incomingUrl, connectionId } = await gumroadAccount('gumroad.url@example.com');
    expect(incomingUrl).toMatch(new RegExp(`^${uplift.server.url}/api/integrations/stores/${connectionId}\\?token=[\\w.-]+$`));
  });

  test('a sale is kept once with its click, however often Gumroad pings; a refund takes it back once', async () => {
    const { gumroad, connectionId } = await gumroadAccount('gumroad.sales@example.com');
    const { sale, status } = await gumroad.sell(1500, { uc: 'click-gum', source_url: 'https://baker.example/rye' });
    expect(status).toBe(200);
    expect(await gumroad.deliver(sale)).toBe(200);
    expect(await ledgerRows(uplift, connectionId)).toEqual([
      {
        external_id: sale.sale_id,
        amount_minor: 1500,
        currency: 'USD',
        customer_email: 'ann@example.com',
        click_ref: 'click-gum',
        product_ref: null,
        refund_of: null,
      },
    ]);

    expect(await gumroad.refund(sale)).toBe(200);
    expect(await gumroad.deliver(sale)).toBe(200);
    expect(await ledgerTotal(uplift, connectionId)).toBe(0);
    expect((await ledgerRows(uplift, connectionId)).at(-1)).toMatchObject({
      external_id: `refund:${sale.sale_id}`,
      amount_minor: -1500,
      refund_of: sale.sale_id,
      click_ref: 'click-gum',
    });
  });

  test('a ping without the token, with another connection’s token or after reconnecting is refused and keeps nothing', async () => {
    const { gumroad, client, connectionId, incomingUrl } = await gumroadAccount('gumroad.forged@example.com');
    const other = await gumroadAccount('gumroad.other@example.com');
    const { sale } = await gumroad.sell(900);
    const bare = incomingUrl.split('?')[0]!;
    expect(await gumroad.deliver({ ...sale, sale_id: 'no-token' }, bare)).toBe(401);
    expect(await gumroad.deliver({ ...sale, sale_id: 'bad-token' }, `${bare}?token=${connectionId}.AAAA`)).toBe(401);
    // This workspace's token on the other workspace's connection.
    const token = new URL(incomingUrl).searchParams.get('token');
    expect(await gumroad.deliver({ ...sale, sale_id: 'crossed' }, `${other.incomingUrl.split('?')[0]}?token=${token}`)).toBe(401);
    // Connecting again makes a new address: the old one is heard no more.
    const again = await client.post('/api/integrations/gumroad/connect', { credentials: {} });
    expect(again.body.incomingUrl).not.toBe(incomingUrl);
    expect(await gumroad.deliver({ ...sale, sale_id: 'old-url' })).toBe(401);
    expect(await gumroad.deliver({ ...sale, sale_id: 'new-url' }, again.body.incomingUrl)).toBe(200);

    expect((await ledgerRows(uplift, connectionId)).map((row) => row.external_id).sort()).toEqual(['new-url', sale.sale_id].sort());
    expect(await ledgerRows(uplift, other.connectionId)).toEqual([]);
  });
});
