import { Hono } from 'hono';
import { switchWorkspaceSchema } from '@/shared/workspaces';
import type { CoreDeps, AppEnv } from '../context';
import { validate } from '../http/validate';
import { WorkspaceSwitcher } from './workspace-switcher';

/** The user's workspaces: list them and switch between them. */
export function workspacesRoutes({ db, sessionCache }: CoreDeps) {
  const switcher = new WorkspaceSwitcher({ db, sessionCache });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ workspaces: await switcher.list(c.var.viewer) }))
    .post('/current', validate('json', switchWorkspaceSchema), async (c) =>
      c.json({ workspaces: await switcher.switchTo(c.var.viewer, c.req.valid('json').workspaceId) }),
    );
}
