import { areaRoles, fixed } from '../../../test/role-table';

/**
 * roles.test.ts's rows for billing (ADR 018): members see the plan; only the Owner pays, changes the
 * plan and reads invoices. The core's fixture starts the fake Stripe and imports its catalogue.
 */
export const roles = areaRoles({
  rows: [
    { route: 'GET /api/billing', expect: [200, 200, 200, 200, 401], call: fixed('/api/billing') },
    { route: 'GET /api/billing/prices', expect: [200, 200, 200, 200, 401], call: fixed('/api/billing/prices') },
    { route: 'GET /api/billing/invoices', expect: [200, 403, 403, 200, 401], call: fixed('/api/billing/invoices') },
    {
      route: 'POST /api/billing/checkout',
      expect: [200, 403, 403, 200, 401],
      call: (f) => ({ path: '/api/billing/checkout', body: { priceId: f.professionalPriceId } }),
    },
    { route: 'POST /api/billing/portal', expect: [200, 403, 403, 200, 401], call: fixed('/api/billing/portal', {}) },
  ],
  publicRoutes: { 'POST /api/billing/webhook': 'Stripe’s; its signature decides' },
});
