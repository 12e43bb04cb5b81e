import { Hono } from 'hono';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { handleStripeWebhook } from '../../billing/webhook';

/** Stripe's calls: public, and trusted only through the signature over the raw body. */
export function stripeWebhookRoutes({ db, stripe, plans, logger, notify }: CoreDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const payload = await c.req.text();
    const result = await handleStripeWebhook({ db, stripe, plans, logger, notify }, payload, c.req.header('stripe-signature'));
    return c.json({ received: true, ...result });
  });
}
