import { Hono } from 'hono';
import { reportQuerySchema } from '@/shared/analytics';
import type { AppEnv } from '../../../context';
import { validate } from '../../../http/validate';
import type { RecommendationsService } from './recommendations-service';

/** /api/analytics/projects/:projectId/recommendations: the AI Recommendations card. */
export function recommendationsRoutes(recommendations: RecommendationsService) {
  return new Hono<AppEnv>()
    .get('/projects/:projectId/recommendations', validate('query', reportQuerySchema), async (c) =>
      c.json(await recommendations.current(c.var.viewer, c.req.param('projectId'), c.req.valid('query'))),
    )
    .post('/projects/:projectId/recommendations', validate('query', reportQuerySchema), async (c) =>
      c.json(await recommendations.refresh(c.var.viewer, c.req.param('projectId'), c.req.valid('query'))),
    )
    .post('/projects/:projectId/recommendations/:recommendationId/apply', async (c) =>
      c.json(await recommendations.apply(c.var.viewer, c.req.param('projectId'), c.req.param('recommendationId'))),
    );
}
