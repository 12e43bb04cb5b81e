import { Hono } from 'hono';
import { identityInputSchema, identityUpdateSchema } from '@/shared/outreach/campaigns';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import { uuidParams, validate } from '../../../http/validate';
import type { IdentitiesService } from './identities-service';

export function identityRoutes(identities: IdentitiesService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ identities: await identities.list(c.var.viewer) }))
    .post('/', validate('json', identityInputSchema), requireRole('editor'), async (c) =>
      c.json(await identities.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .patch('/:id', uuidParams('id'), validate('json', identityUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await identities.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/:id/check-replies', uuidParams('id'), requireRole('editor'), async (c) => {
      await identities.checkReplies(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 202);
    })
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await identities.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
