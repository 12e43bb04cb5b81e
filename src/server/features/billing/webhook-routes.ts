import { Hono } from 'hono';
import type { AppDeps } from '../../context';
import { handleStripeWebhook } from '../../billing/webhook';

/** Stripe's calls: public, and trusted only through the signature over the raw body. */
export function stripeWebhookRoutes({ db, stripe, plans, logger }: AppDeps) {
  return new Hono().post('/', async (c) => {
    const payload = await c.req.text();
    const result = await handleStripeWebhook(
      { db, stripe, plans, logger },
      payload,
      c.req.header('stripe-signature'),
    );
    return c.json({ received: true, ...result });
  });
}
