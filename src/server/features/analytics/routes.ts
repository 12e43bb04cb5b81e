import { Hono } from 'hono';
import { z } from 'zod';
import { reportQuerySchema, trackingSettingsSchema } from '@/shared/analytics';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import type { AnalyticsService } from './service';

const trafficChangeQuery = z.object({ projectId: z.string().min(1) });

/** /api/analytics: a project's reports and tracking settings, for its workspace's members. */
export function analyticsRoutes(analytics: AnalyticsService) {
  return new Hono<AppEnv>()
    .get('/traffic-change', validate('query', trafficChangeQuery), async (c) =>
      c.json({ trafficChange: await analytics.trafficChange(c.var.viewer, c.req.valid('query').projectId) }),
    )
    .get('/projects/:projectId/report', validate('query', reportQuerySchema), async (c) =>
      c.json(await analytics.report(c.var.viewer, c.req.param('projectId'), c.req.valid('query'))),
    )
    .get('/projects/:projectId/export', validate('query', reportQuerySchema), async (c) => {
      const { filename, csv } = await analytics.exportCsv(c.var.viewer, c.req.param('projectId'), c.req.valid('query'));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
      });
    })
    .get('/projects/:projectId/content', validate('query', reportQuerySchema), async (c) =>
      c.json(await analytics.contentPerformance(c.var.viewer, c.req.param('projectId'), c.req.valid('query'))),
    )
    .get('/projects/:projectId/realtime', async (c) => c.json(await analytics.realtime(c.var.viewer, c.req.param('projectId'))))
    .get('/projects/:projectId/tracking', async (c) => c.json(await analytics.tracking(c.var.viewer, c.req.param('projectId'))))
    .put('/projects/:projectId/tracking', validate('json', trackingSettingsSchema), async (c) =>
      c.json(await analytics.updateTracking(c.var.viewer, c.req.param('projectId'), c.req.valid('json').extraHostnames)),
    );
}
