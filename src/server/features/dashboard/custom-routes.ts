import { Hono } from 'hono';
import { dashboardLayoutSchema } from '@/shared/dashboard/custom-dashboard';
import type { AppEnv } from '../../auth/viewer';
import type { RequestAllowance } from '../../http/rate-limit';
import { byAddress, rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { notFound } from '../../lib/service-error';
import type { CustomDashboards } from './custom-dashboards';

/**
 * /api/dashboard: the metrics cards can show and the caller's own dashboard. Every member, Viewers
 * included, keeps their own (it is per user and changes nothing of the workspace's); the plan decides.
 */
export function customDashboardRoutes(dashboards: CustomDashboards) {
  return new Hono<AppEnv>()
    .get('/metrics', (c) => c.json(dashboards.catalogue()))
    .get('/custom', async (c) => c.json(await dashboards.get(c.var.viewer)))
    .put('/custom', validate('json', dashboardLayoutSchema), async (c) => c.json(await dashboards.save(c.var.viewer, c.req.valid('json'))))
    .delete('/custom', async (c) => {
      await dashboards.reset(c.var.viewer);
      return c.body(null, 204);
    })
    .post('/custom/share', async (c) => c.json(await dashboards.share(c.var.viewer), 201))
    .delete('/custom/share', async (c) => {
      await dashboards.revokeShare(c.var.viewer);
      return c.body(null, 204);
    });
}

/** /api/shared-dashboards/:token: a shared dashboard, read without signing in; the signed token is the key. */
export function sharedDashboardRoutes(dashboards: CustomDashboards, limit: RequestAllowance, trustProxy: boolean) {
  return new Hono<AppEnv>().get('/:token', rateLimit(limit, byAddress(trustProxy)), async (c) => {
    const token = c.req.param('token');
    if (token.length > 200) throw notFound();
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.json(await dashboards.shared(token));
  });
}
