import { Hono } from 'hono';
import { campaignInputSchema } from '@/shared/projects';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { uuidParams, validate } from '../../http/validate';
import { CampaignsService } from './service';
import { requireRole } from '../../auth/require-role';

export function campaignsRoutes({ db }: CoreDeps) {
  const campaigns = new CampaignsService(db);
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ campaigns: await campaigns.list(c.var.viewer) }))
    .post('/', validate('json', campaignInputSchema), requireRole('editor'), async (c) =>
      c.json(await campaigns.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await campaigns.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
