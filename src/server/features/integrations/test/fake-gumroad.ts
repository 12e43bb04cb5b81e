// Gumroad's Ping, as Gumroad sends it: an unsigned application/x-www-form-urlencoded POST of the
// sale's fields (price in cents, `refunded` "true" or "false", the product address's query in
// `url_params[…]`) to the URL in Settings → Advanced → Ping, retried while it does not answer 200.

export interface FakeGumroadSale {
  sale_id: string;
  sale_timestamp: string;
  order_number: string;
  seller_id: string;
  product_id: string;
  product_permalink: string;
  short_product_id: string;
  product_name: string;
  email: string;
  full_name: string;
  price: string;
  currency: string;
  quantity: string;
  refunded: 'true' | 'false';
  test: 'true' | 'false';
  [field: string]: string;
}

export interface FakeGumroad {
  /** The Ping URL the user pasted from the card. */
  pingUrl: string;
  /** A sale of `price` cents through a product address with `urlParams`; answers the sale and the status. */
  sell(price?: number, urlParams?: Record<string, string>): Promise<{ sale: FakeGumroadSale; status: number }>;
  /** The sale refunded, posted again with refunded=true (a `refund` resource subscription to the same URL). */
  refund(sale: FakeGumroadSale): Promise<number>;
  deliver(sale: FakeGumroadSale, url?: string): Promise<number>;
}

export function fakeGumroad(): FakeGumroad {
  let nextId = 1;
  const fake: FakeGumroad = {
    pingUrl: '',
    async sell(price = 1500, urlParams = {}) {
      const id = nextId++;
      const sale: FakeGumroadSale = {
        sale_id: `FQ${id}aBcD${id}==`,
        sale_timestamp: new Date().toISOString(),
        order_number: String(524_000_000 + id),
        seller_id: 'sEl1eR==',
        product_id: 'pR0dUcT==',
        product_permalink: 'https://baker.gumroad.com/l/rye',
        short_product_id: 'rye',
        product_name: 'Rye course',
        email: 'ann@example.com',
        full_name: 'Ann Baker',
        price: String(price),
        gumroad_fee: String(Math.round(price * 0.1)),
        currency: 'usd',
        quantity: '1',
        discover_fee_charged: 'false',
        can_contact: 'true',
        referrer: 'direct',
        refunded: 'false',
        disputed: 'false',
        dispute_won: 'false',
        test: 'false',
        ...Object.fromEntries(Object.entries(urlParams).map(([name, value]) => [`url_params[${name}]`, value])),
      };
      return { sale, status: await fake.deliver(sale) };
    },
    refund(sale) {
      sale.refunded = 'true';
      sale.resource_name = 'refund';
      return fake.deliver(sale);
    },
    async deliver(sale, url = fake.pingUrl) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(sale).toString(),
      });
      await answer.arrayBuffer();
      return answer.status;
    },
  };
  return fake;
}
