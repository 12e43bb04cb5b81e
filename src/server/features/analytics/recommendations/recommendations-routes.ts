import { Hono } from 'hono';
import { reportQuerySchema } from '@/shared/analytics/analytics';
import type { AppEnv } from '../../../auth/viewer';
import { uuidParams, validate } from '../../../http/validate';
import type { RecommendationsService } from './recommendations-service';
import { requireRole } from '../../../auth/require-role';

/** /api/analytics/projects/:projectId/recommendations: the AI Recommendations card. */
export function recommendationsRoutes(recommendations: RecommendationsService) {
  return new Hono<AppEnv>()
    .get('/projects/:projectId/recommendations', uuidParams('projectId'), validate('query', reportQuerySchema), async (c) =>
      c.json(await recommendations.current(c.var.viewer, c.req.valid('param').projectId, c.req.valid('query'))),
    )
    .post(
      '/projects/:projectId/recommendations',
      uuidParams('projectId'),
      validate('query', reportQuerySchema),
      requireRole('editor'),
      async (c) => c.json(await recommendations.refresh(c.var.viewer, c.req.valid('param').projectId, c.req.valid('query'))),
    )
    .post('/projects/:projectId/recommendations/:recommendationId/apply', uuidParams('projectId', 'recommendationId'), async (c) =>
      c.json(await recommendations.apply(c.var.viewer, c.req.valid('param').projectId, c.req.valid('param').recommendationId)),
    );
}
