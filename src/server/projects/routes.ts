import { Hono } from 'hono';
import { projectInputSchema } from '@/shared/projects';
import type { Entitlements } from '../billing/entitlements';
import type { Database } from '../db/database';
import type { UsageMeter } from '../usage/meter';
import type { AppEnv } from '../auth/viewer';
import { uuidParams, validate } from '../http/validate';
import { ProjectsService } from './service';
import { requireRole } from '../auth/require-role';

export function projectsRoutes({ db, usage, entitlements }: { db: Database; usage: UsageMeter; entitlements: Entitlements }) {
  const projects = new ProjectsService({ db, usage, entitlements });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ projects: await projects.list(c.var.viewer) }))
    .post('/', validate('json', projectInputSchema), requireRole('editor'), async (c) =>
      c.json(await projects.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .put('/:id', uuidParams('id'), validate('json', projectInputSchema), requireRole('editor'), async (c) =>
      c.json(await projects.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await projects.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
