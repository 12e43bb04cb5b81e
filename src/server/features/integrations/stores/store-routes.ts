import { Hono } from 'hono';
import type { AppEnv } from '../../../auth/viewer';
import { uuidParams } from '../../../http/validate';
import type { ShopifyWebhooks } from './shopify-webhooks';

/**
 * Where a connected shop posts its webhooks (public, signed with the app's secret): answered at once
 * with 200, as Shopify wants within seconds, or with the refusal.
 */
export function storeRoutes(deps: { shopify: ShopifyWebhooks }) {
  return new Hono<AppEnv>().post('/:connectionId', uuidParams('connectionId'), async (c) => {
    const { recorded } = await deps.shopify.receive({
      connectionId: c.req.valid('param').connectionId,
      topic: c.req.header('x-shopify-topic'),
      signature: c.req.header('x-shopify-hmac-sha256'),
      raw: Buffer.from(await c.req.arrayBuffer()),
    });
    return c.json({ received: true, recorded }, 200);
  });
}
