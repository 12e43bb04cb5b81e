import { z } from 'zod';
import { type ProviderContext, ProviderRejection, provider, rejectionOf } from './provider';

/** The Admin API version every call names; Shopify keeps a version a year. */
export const shopifyApiVersion = '2025-01';

/** What becomes revenue and leads: paid orders, their refunds and new customers. */
export const shopifyTopics = ['orders/paid', 'refunds/create', 'customers/create'] as const;

const shopDomain = z
  .string()
  .transform((value) =>
    value
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/+$/, ''),
  )
  .pipe(
    z.string().regex(/^[a-z0-9][a-z0-9-]*\.myshopify\.com$/, 'Enter the shop’s myshopify.com address, such as your-store.myshopify.com'),
  );

const credentials = z.object({
  shop: shopDomain,
  accessToken: z.string().trim().min(1, 'Enter the Admin API access token (shpat_…)').max(200),
  apiSecret: z.string().trim().min(1, 'Enter the app’s API secret key: Shopify signs its webhooks with it').max(200),
});
export type ShopifyCredentials = z.infer<typeof credentials>;

const webhookList = z.object({
  webhooks: z.array(z.looseObject({ id: z.union([z.number(), z.string()]), topic: z.string(), address: z.string() })),
});

/** A shop's Admin API: https://your-store.myshopify.com/admin/api/2025-01. */
function adminBase(context: ProviderContext, shop: string): string {
  return `${context.baseUrlOf('shopify', `https://${shop}`)}/admin/api/${shopifyApiVersion}`;
}

const refusals = {
  401: 'Shopify refused the access token.',
  403: 'The app may not do this: give it the read_orders and read_customers scopes, then reinstall it.',
};

/** The shop's webhooks that deliver to `address`, as Shopify lists them for the app. */
async function webhooksAt(context: ProviderContext, { shop, accessToken }: ShopifyCredentials, address: string) {
  const response = await context.api.call({
    method: 'GET',
    url: `${adminBase(context, shop)}/webhooks.json`,
    query: { limit: '250' },
    headers: { 'x-shopify-access-token': accessToken },
  });
  if (response.status !== 200) throw rejectionOf('Shopify', response, refusals);
  const list = webhookList.safeParse(response.json);
  if (!list.success) throw new ProviderRejection('Shopify answered without its list of webhooks.');
  return list.data.webhooks.filter((webhook) => webhook.address === address);
}

/** A Shopify shop: its paid orders are revenue and its new customers leads, told by webhook as they happen. */
export const shopify = provider<ShopifyCredentials>({
  id: 'shopify',
  name: 'Shopify',
  description: 'Orders arrive by webhook as they are paid and count as revenue, less their refunds; new customers become leads.',
  category: 'ecommerce',
  fields: [
    {
      name: 'shop',
      label: 'Shop address',
      type: 'text',
      placeholder: 'your-store.myshopify.com',
      hint: 'In Shopify admin: Settings → Domains shows the myshopify.com address.',
    },
    {
      name: 'accessToken',
      label: 'Admin API access token',
      type: 'password',
      placeholder: 'shpat_…',
      hint: 'In Shopify admin: Settings → Apps and sales channels → Develop apps → Create an app with the read_orders and read_customers scopes, install it, then reveal the token under API credentials.',
    },
    {
      name: 'apiSecret',
      label: 'API secret key',
      type: 'password',
      placeholder: '0123…cdef',
      hint: 'The same app’s API credentials → API secret key: Shopify signs its webhooks with it.',
    },
  ],
  credentials,

  async verify(context, { shop, accessToken }) {
    const response = await context.api.call({
      method: 'GET',
      url: `${adminBase(context, shop)}/shop.json`,
      headers: { 'x-shopify-access-token': accessToken },
    });
    if (response.status !== 200) throw rejectionOf('Shopify', response, refusals);
    const answer = z.object({ shop: z.object({ name: z.string() }) }).safeParse(response.json);
    if (!answer.success) throw new ProviderRejection('Shopify answered without its shop.');
    return { label: answer.data.shop.name };
  },

  async connected(context, shopCredentials, receiveUrl) {
    const present = new Set((await webhooksAt(context, shopCredentials, receiveUrl)).map((webhook) => webhook.topic));
    for (const topic of shopifyTopics.filter((wanted) => !present.has(wanted))) {
      const response = await context.api.call({
        method: 'POST',
        url: `${adminBase(context, shopCredentials.shop)}/webhooks.json`,
        headers: { 'x-shopify-access-token': shopCredentials.accessToken },
        body: { json: { webhook: { topic, address: receiveUrl, format: 'json' } } },
      });
      if (response.status !== 201 && response.status !== 200) throw rejectionOf('Shopify', response, refusals);
    }
  },

  async disconnecting(context, shopCredentials, receiveUrl) {
    for (const webhook of await webhooksAt(context, shopCredentials, receiveUrl)) {
      const response = await context.api.call({
        method: 'DELETE',
        url: `${adminBase(context, shopCredentials.shop)}/webhooks/${encodeURIComponent(String(webhook.id))}.json`,
        headers: { 'x-shopify-access-token': shopCredentials.accessToken },
      });
      // Already gone is as good as deleted.
      if (response.status !== 200 && response.status !== 404) throw rejectionOf('Shopify', response, refusals);
    }
  },
});
