import { Hono } from 'hono';
import type { AppEnv } from '../../../auth/viewer';
import { uuidParams } from '../../../http/validate';
import type { StoreWebhooks } from './store-webhooks';

/**
 * Where a connected shop posts its webhooks (public, signed by the shop or, for one that signs
 * nothing, addressed with the connection's token): answered at once with 200, as the shops want within
 * seconds, or with the refusal. The connection's provider decides who reads the post.
 */
export function storeRoutes(deps: { webhooks: StoreWebhooks }) {
  return new Hono<AppEnv>().post('/:connectionId', uuidParams('connectionId'), async (c) => {
    const { recorded } = await deps.webhooks.receive({
      connectionId: c.req.valid('param').connectionId,
      header: (name) => c.req.header(name),
      query: (name) => c.req.query(name),
      raw: Buffer.from(await c.req.arrayBuffer()),
    });
    return c.json({ received: true, recorded }, 200);
  });
}
