import { Hono } from 'hono';
import { z } from 'zod';
import { create as contentDisposition } from 'content-disposition';
import { reportQuerySchema, trackingSettingsSchema } from '@/shared/analytics/analytics';
import type { AppEnv } from '../../auth/viewer';
import { uuidParams, validate } from '../../http/validate';
import type { AnalyticsService } from './service';
import { requireRole } from '../../auth/require-role';

const trafficChangeQuery = z.object({ projectId: z.string().min(1) });

/** /api/analytics: a project's reports and tracking settings, for its workspace's members. */
export function analyticsRoutes(analytics: AnalyticsService) {
  return new Hono<AppEnv>()
    .get('/traffic-change', validate('query', trafficChangeQuery), async (c) =>
      c.json({ trafficChange: await analytics.trafficChange(c.var.viewer, c.req.valid('query').projectId) }),
    )
    .get('/projects/:projectId/report', uuidParams('projectId'), validate('query', reportQuerySchema), async (c) =>
      c.json(await analytics.report(c.var.viewer, c.req.valid('param').projectId, c.req.valid('query'))),
    )
    .get('/projects/:projectId/export', uuidParams('projectId'), validate('query', reportQuerySchema), async (c) => {
      const { filename, csv } = await analytics.exportCsv(c.var.viewer, c.req.valid('param').projectId, c.req.valid('query'));
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(filename),
        'Cache-Control': 'no-store',
      });
    })
    .get('/projects/:projectId/content', uuidParams('projectId'), validate('query', reportQuerySchema), async (c) =>
      c.json(await analytics.contentPerformance(c.var.viewer, c.req.valid('param').projectId, c.req.valid('query'))),
    )
    .get('/projects/:projectId/realtime', uuidParams('projectId'), async (c) =>
      c.json(await analytics.realtime(c.var.viewer, c.req.valid('param').projectId)),
    )
    .get('/projects/:projectId/tracking', uuidParams('projectId'), async (c) =>
      c.json(await analytics.tracking(c.var.viewer, c.req.valid('param').projectId)),
    )
    .put(
      '/projects/:projectId/tracking',
      uuidParams('projectId'),
      validate('json', trackingSettingsSchema),
      requireRole('editor'),
      async (c) => c.json(await analytics.updateTracking(c.var.viewer, c.req.valid('param').projectId, c.req.valid('json').extraHostnames)),
    );
}
