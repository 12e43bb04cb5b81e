import { Hono } from 'hono';
import { z } from 'zod';
import { trackKeywordsSchema } from '@/shared/seo-ranks';
import type { AppEnv } from '../../../context';
import { validate } from '../../../http/validate';
import type { RankService } from './rank-service';

const projectQuery = z.object({ projectId: z.string().uuid() });

/** Rank tracking, below /api/seo/ranks. */
export function rankRoutes(ranks: RankService) {
  return new Hono<AppEnv>()
    .get('/', validate('query', projectQuery), async (c) => c.json(await ranks.list(c.var.viewer, c.req.valid('query').projectId)))
    .post('/', validate('json', trackKeywordsSchema), async (c) => c.json(await ranks.track(c.var.viewer, c.req.valid('json')), 201))
    .delete('/:id', async (c) => {
      await ranks.remove(c.var.viewer, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id/history', async (c) => c.json(await ranks.history(c.var.viewer, c.req.param('id'))));
}
