import type { ServerModule } from '../../server-module';
import { billingAdminRoutes } from './admin-routes';
import { billingRoutes } from './routes';
import { stripeWebhookRoutes } from './webhook-routes';

/** The billing screens over core billing (src/server/billing), the admin's actions and Stripe's webhook. */
export const billingScreensModule: ServerModule = {
  name: 'billing-screens',
  build: (core) => ({
    routes: [
      { path: '/api/billing/webhook', routes: stripeWebhookRoutes(core), public: true, foreignWrites: true },
      { path: '/api/billing', routes: billingRoutes(core) },
      { path: '/api/admin', routes: billingAdminRoutes(core) },
    ],
  }),
};
