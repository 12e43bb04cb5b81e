import { Hono } from 'hono';
import { checkoutInputSchema, portalInputSchema } from '@/shared/billing-schemas';
import type { CoreDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';

/** The viewer's workspace's billing: overview, prices, invoices, checkout and the portal. */
export function billingRoutes({ billing }: CoreDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await billing.overview(c.var.viewer)))
    .get('/prices', async (c) => c.json({ prices: await billing.prices() }))
    .get('/invoices', async (c) => c.json({ invoices: await billing.invoices(c.var.viewer) }))
    .post('/checkout', validate('json', checkoutInputSchema), async (c) =>
      c.json(await billing.checkout(c.var.viewer, c.req.valid('json'))),
    )
    .post('/portal', validate('json', portalInputSchema), async (c) =>
      c.json(await billing.portal(c.var.viewer, c.req.valid('json').returnUrl)),
    );
}
