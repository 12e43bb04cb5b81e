import { Hono } from 'hono';
import {
  discoverInputSchema,
  fromOpportunitySchema,
  prospectInputSchema,
  prospectListQuerySchema,
  prospectUpdateSchema,
} from '@/shared/outreach/prospects';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import { uuidParams, validate } from '../../../http/validate';
import type { ProspectsService } from './prospects-service';

export function prospectRoutes(prospects: ProspectsService) {
  return new Hono<AppEnv>()
    .get('/', validate('query', prospectListQuerySchema), async (c) => c.json(await prospects.list(c.var.viewer, c.req.valid('query'))))
    .post('/', validate('json', prospectInputSchema), requireRole('editor'), async (c) =>
      c.json(await prospects.add(c.var.viewer, c.req.valid('json')), 201),
    )
    .post('/from-opportunity', validate('json', fromOpportunitySchema), requireRole('editor'), async (c) => {
      const { prospect, created } = await prospects.fromOpportunity(c.var.viewer, c.req.valid('json').opportunityId);
      return c.json(prospect, created ? 201 : 200);
    })
    .get('/:id', uuidParams('id'), async (c) => c.json(await prospects.get(c.var.viewer, c.req.valid('param').id)))
    .post('/:id/discover', uuidParams('id'), validate('json', discoverInputSchema), requireRole('editor'), async (c) =>
      c.json(await prospects.rediscover(c.var.viewer, c.req.valid('param').id, c.req.valid('json').guessFor ?? null), 202),
    )
    .patch('/:id', uuidParams('id'), validate('json', prospectUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await prospects.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await prospects.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
