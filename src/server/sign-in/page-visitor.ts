import type { Context } from 'hono';
import { displayName } from '@/shared/auth';
import type { Project } from '@/shared/projects';
import { canEditWorkspace } from '../auth/permissions';
import { type AppEnv, inSampleWorkspace } from '../auth/viewer';
import type { Database } from '../db/database';
import { currentProject } from '../projects/directory';
import type { SessionLookups } from './middleware';

/** Who a page's HTML is for, as far as it differs for them (web-app.ts). */
export interface PageVisitor {
  /** As the app names the user (/api/me's `name`). */
  name: string;
  inSampleWorkspace: boolean;
  /** A Viewer of the workspace, whom every screen reminds that it only reads. */
  readOnly: boolean;
  /** The project the app will open on, given the id this browser picked last (its cookie); undefined when the workspace has none. */
  currentProject: (storedId: string | undefined) => Promise<Pick<Project, 'id' | 'url'> | undefined>;
}

/**
 * The signed-in visitor of a page, or undefined: pages differ for them (a screen's shell, /login).
 * The lookup is the API's: it fills the session cache the app's first requests then read.
 */
export function pageVisitors(sessions: SessionLookups, db: Database) {
  return async (c: Context<AppEnv>): Promise<PageVisitor | undefined> => {
    const viewer = sessions.cached(c) ?? (await lookedUp(c));
    if (!viewer) return undefined;
    return {
      name: displayName(viewer.fullName, viewer.email),
      inSampleWorkspace: inSampleWorkspace(viewer),
      readOnly: !canEditWorkspace(viewer),
      currentProject: (storedId) => currentProject(db, viewer.workspaceId, storedId),
    };
  };

  async function lookedUp(c: Context<AppEnv>) {
    const { setCookies, viewer } = await sessions.lookUp(c);
    // better-auth refreshes or clears the cookie as the session's age requires, on a page as on the API.
    for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
    return viewer;
  }
}
