import { Hono } from 'hono';
import { checkoutInputSchema, portalInputSchema } from '@/shared/billing-schemas';
import { billingMessages } from '@/shared/messages';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { validate } from '../../http/validate';
import { requireRole } from '../../auth/require-role';

/**
 * Only the Owner starts, changes or ends what the workspace pays for, and reads its invoices (ADR 018);
 * checked before Stripe's configuration, so an Editor or Viewer is told who may pay, not how payments are set up.
 */
const ownerOnly = requireRole('owner', billingMessages.ownerOnly);

/** The viewer's workspace's billing: overview, prices, invoices, checkout and the portal. */
export function billingRoutes({ billing }: CoreDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await billing.overview(c.var.viewer)))
    .get('/prices', async (c) => c.json({ prices: await billing.prices() }))
    .get('/invoices', ownerOnly, async (c) => c.json({ invoices: await billing.invoices(c.var.viewer) }))
    .post('/checkout', validate('json', checkoutInputSchema), ownerOnly, async (c) =>
      c.json(await billing.checkout(c.var.viewer, c.req.valid('json'))),
    )
    .post('/portal', validate('json', portalInputSchema), ownerOnly, async (c) =>
      c.json(await billing.portal(c.var.viewer, c.req.valid('json').returnUrl)),
    );
}
