import { Hono } from 'hono';
import { rankListQuerySchema, trackKeywordsSchema } from '@/shared/seo/ranks';
import type { AppEnv } from '../../../auth/viewer';
import { uuidParams, validate } from '../../../http/validate';
import type { RankService } from './rank-service';
import { requireRole } from '../../../auth/require-role';

/** Rank tracking, below /api/seo/ranks. */
export function rankRoutes(ranks: RankService) {
  return new Hono<AppEnv>()
    .get('/', validate('query', rankListQuerySchema), async (c) => c.json(await ranks.list(c.var.viewer, c.req.valid('query').projectId)))
    .post('/', validate('json', trackKeywordsSchema), requireRole('editor'), async (c) =>
      c.json(await ranks.track(c.var.viewer, c.req.valid('json')), 201),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await ranks.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/:id/history', uuidParams('id'), async (c) => c.json(await ranks.history(c.var.viewer, c.req.valid('param').id)));
}
