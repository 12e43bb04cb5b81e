import { Hono } from 'hono';
import { switchWorkspaceSchema } from '@/shared/workspaces';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { uploadsRoot } from '../setup/upload/storage';
import { WorkspacesService } from './workspaces-service';

/** The user's workspaces: list, switch, load the Sample workspace, delete it. */
export function workspacesRoutes({ db, sessionCache, usage, plans, config }: AppDeps) {
  const workspaces = new WorkspacesService({ db, sessionCache, usage, plans, uploadsRoot: uploadsRoot(config.dataDir) });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ workspaces: await workspaces.list(c.var.viewer) }))
    .post('/current', validate('json', switchWorkspaceSchema), async (c) =>
      c.json({ workspaces: await workspaces.switchTo(c.var.viewer, c.req.valid('json').workspaceId) }),
    )
    .post('/sample', async (c) => {
      const { workspace, created } = await workspaces.loadSample(c.var.viewer);
      return c.json({ workspace }, created ? 201 : 200);
    })
    .delete('/:id', async (c) => {
      await workspaces.deleteSample(c.var.viewer, c.req.param('id'));
      return c.body(null, 204);
    });
}
