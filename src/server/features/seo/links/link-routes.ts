import { Hono } from 'hono';
import { z } from 'zod';
import { findOpportunitiesSchema, opportunityActionSchema } from '@/shared/seo/links';
import type { AppEnv } from '../../../auth/viewer';
import { uuidParams, validate } from '../../../http/validate';
import type { LinkService } from './link-service';
import { requireRole } from '../../../auth/require-role';

const projectQuery = z.object({ projectId: z.string().uuid().optional() });

/** Link Building, below /api/seo/links. */
export function linkRoutes(links: LinkService) {
  return new Hono<AppEnv>()
    .get('/', validate('query', projectQuery), async (c) => c.json(await links.state(c.var.viewer, c.req.valid('query').projectId)))
    .post('/searches', validate('json', findOpportunitiesSchema), requireRole('editor'), async (c) =>
      c.json(await links.start(c.var.viewer, c.req.valid('json')), 202),
    )
    .get('/searches/:id', uuidParams('id'), async (c) => c.json(await links.search(c.var.viewer, c.req.valid('param').id)))
    .post('/opportunities/:id/status', uuidParams('id'), validate('json', opportunityActionSchema), requireRole('editor'), async (c) =>
      c.json(await links.setStatus(c.var.viewer, c.req.valid('param').id, c.req.valid('json').status)),
    );
}
