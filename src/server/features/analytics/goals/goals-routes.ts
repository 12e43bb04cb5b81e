import { Hono } from 'hono';
import { reportQuerySchema } from '@/shared/analytics';
import { funnelInputSchema, goalTargetSchema } from '@/shared/analytics-goals';
import type { AppEnv } from '../../../context';
import { validate } from '../../../http/validate';
import type { GoalsService } from './goals-service';

/** /api/analytics/projects/:projectId/goals and /funnels. */
export function goalsRoutes(goals: GoalsService) {
  return new Hono<AppEnv>()
    .get('/projects/:projectId/goals', async (c) => c.json({ goals: await goals.list(c.var.viewer, c.req.param('projectId')) }))
    .post('/projects/:projectId/goals', validate('json', goalTargetSchema), async (c) =>
      c.json(await goals.add(c.var.viewer, c.req.param('projectId'), c.req.valid('json')), 201),
    )
    .get('/projects/:projectId/goals/report', validate('query', reportQuerySchema), async (c) =>
      c.json({ goals: await goals.report(c.var.viewer, c.req.param('projectId'), c.req.valid('query')) }),
    )
    .delete('/projects/:projectId/goals/:goalId', async (c) => {
      await goals.remove(c.var.viewer, c.req.param('projectId'), c.req.param('goalId'));
      return c.body(null, 204);
    })
    .get('/projects/:projectId/funnels', async (c) => c.json({ funnels: await goals.funnels(c.var.viewer, c.req.param('projectId')) }))
    .post('/projects/:projectId/funnels', validate('json', funnelInputSchema), async (c) =>
      c.json(await goals.addFunnel(c.var.viewer, c.req.param('projectId'), c.req.valid('json')), 201),
    )
    .get('/projects/:projectId/funnels/:funnelId/report', validate('query', reportQuerySchema), async (c) =>
      c.json(await goals.funnelReport(c.var.viewer, c.req.param('projectId'), c.req.param('funnelId'), c.req.valid('query'))),
    )
    .delete('/projects/:projectId/funnels/:funnelId', async (c) => {
      await goals.removeFunnel(c.var.viewer, c.req.param('projectId'), c.req.param('funnelId'));
      return c.body(null, 204);
    });
}
