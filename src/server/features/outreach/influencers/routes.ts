import { Hono } from 'hono';
import {
  influencerImportSchema,
  influencerInputSchema,
  influencerLookupSchema,
  influencerUpdateSchema,
} from '@/shared/outreach/influencers';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import { uuidParams, validate } from '../../../http/validate';
import type { InfluencersService } from './influencers-service';

export function influencerRoutes(influencers: InfluencersService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ influencers: await influencers.list(c.var.viewer) }))
    .post('/', validate('json', influencerInputSchema), requireRole('editor'), async (c) =>
      c.json(await influencers.add(c.var.viewer, c.req.valid('json')), 201),
    )
    .post('/lookup', validate('json', influencerLookupSchema), requireRole('editor'), async (c) =>
      c.json(await influencers.lookup(c.var.viewer, c.req.valid('json')), 201),
    )
    .post('/import', validate('json', influencerImportSchema), requireRole('editor'), async (c) =>
      c.json(await influencers.importCsv(c.var.viewer, c.req.valid('json').csv)),
    )
    .post('/:id/refresh', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await influencers.refresh(c.var.viewer, c.req.valid('param').id)),
    )
    .patch('/:id', uuidParams('id'), validate('json', influencerUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await influencers.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await influencers.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
