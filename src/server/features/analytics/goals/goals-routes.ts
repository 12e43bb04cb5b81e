import { Hono } from 'hono';
import { reportQuerySchema } from '@/shared/analytics/analytics';
import { funnelInputSchema, goalTargetSchema } from '@/shared/analytics/goals';
import type { AppEnv } from '../../../auth/viewer';
import { uuidParams, validate } from '../../../http/validate';
import type { GoalsService } from './goals-service';
import { requireRole } from '../../../auth/require-role';

/** /api/analytics/projects/:projectId/goals and /funnels. */
export function goalsRoutes(goals: GoalsService) {
  return new Hono<AppEnv>()
    .get('/projects/:projectId/goals', uuidParams('projectId'), async (c) =>
      c.json({ goals: await goals.list(c.var.viewer, c.req.valid('param').projectId) }),
    )
    .post('/projects/:projectId/goals', uuidParams('projectId'), validate('json', goalTargetSchema), requireRole('editor'), async (c) =>
      c.json(await goals.add(c.var.viewer, c.req.valid('param').projectId, c.req.valid('json')), 201),
    )
    .get('/projects/:projectId/goals/report', uuidParams('projectId'), validate('query', reportQuerySchema), async (c) =>
      c.json({ goals: await goals.report(c.var.viewer, c.req.valid('param').projectId, c.req.valid('query')) }),
    )
    .delete('/projects/:projectId/goals/:goalId', uuidParams('projectId', 'goalId'), requireRole('editor'), async (c) => {
      await goals.remove(c.var.viewer, c.req.valid('param').projectId, c.req.valid('param').goalId);
      return c.body(null, 204);
    })
    .get('/projects/:projectId/funnels', uuidParams('projectId'), async (c) =>
      c.json({ funnels: await goals.funnels(c.var.viewer, c.req.valid('param').projectId) }),
    )
    .post('/projects/:projectId/funnels', uuidParams('projectId'), validate('json', funnelInputSchema), requireRole('editor'), async (c) =>
      c.json(await goals.addFunnel(c.var.viewer, c.req.valid('param').projectId, c.req.valid('json')), 201),
    )
    .get(
      '/projects/:projectId/funnels/:funnelId/report',
      uuidParams('projectId', 'funnelId'),
      validate('query', reportQuerySchema),
      async (c) =>
        c.json(await goals.funnelReport(c.var.viewer, c.req.valid('param').projectId, c.req.valid('param').funnelId, c.req.valid('query'))),
    )
    .delete('/projects/:projectId/funnels/:funnelId', uuidParams('projectId', 'funnelId'), requireRole('editor'), async (c) => {
      await goals.removeFunnel(c.var.viewer, c.req.valid('param').projectId, c.req.valid('param').funnelId);
      return c.body(null, 204);
    });
}
