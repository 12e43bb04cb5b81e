import { Hono } from 'hono';
import { prospectSearchSchema } from '@/shared/outreach/search';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import { uuidParams, validate } from '../../../http/validate';
import type { ProspectSearchService } from './search-service';

export function prospectSearchRoutes(searches: ProspectSearchService) {
  return new Hono<AppEnv>()
    .post('/', validate('json', prospectSearchSchema), requireRole('editor'), async (c) =>
      c.json(await searches.start(c.var.viewer, c.req.valid('json')), 202),
    )
    .get('/latest', async (c) => c.json({ search: await searches.latest(c.var.viewer) }))
    .get('/:id', uuidParams('id'), async (c) => c.json(await searches.get(c.var.viewer, c.req.valid('param').id)));
}
