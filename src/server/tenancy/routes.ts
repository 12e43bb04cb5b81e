import { Hono } from 'hono';
import { switchWorkspaceSchema } from '@/shared/workspaces-schemas';
import type { SessionCache } from '../auth/session-cache';
import type { AppEnv } from '../auth/viewer';
import type { Database } from '../db/database';
import { validate } from '../http/validate';
import { WorkspaceSwitcher } from './workspace-switcher';

/** The user's workspaces: list them and switch between them. */
export function workspacesRoutes({ db, sessionCache }: { db: Database; sessionCache: SessionCache }) {
  const switcher = new WorkspaceSwitcher({ db, sessionCache });
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ workspaces: await switcher.list(c.var.viewer) }))
    .post('/current', validate('json', switchWorkspaceSchema), async (c) =>
      c.json({ workspaces: await switcher.switchTo(c.var.viewer, c.req.valid('json').workspaceId) }),
    );
}
