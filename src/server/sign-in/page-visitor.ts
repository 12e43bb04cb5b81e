import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { displayName } from '@/shared/auth';
import type { SessionCache } from '../auth/session-cache';
import { type AppEnv, inSampleWorkspace } from '../auth/viewer';
import type { Database } from '../db/database';
import type { Auth } from './auth';
import { resolveViewer } from './middleware';

/** Who a page's HTML is for, as far as it differs for them (web-app.ts). */
export interface PageVisitor {
  /** As the app names the user (/api/me's `name`). */
  name: string;
  inSampleWorkspace: boolean;
  /** A Viewer of the workspace, whom every screen reminds that it only reads. */
  readOnly: boolean;
}

/**
 * The signed-in visitor of a page, or undefined: pages differ for them (a screen's shell, /login).
 * Without a session cookie no one is asked; a cookie resolved moments ago is answered from the
 * session cache.
 */
export function pageVisitors({ auth, sessionCache, db }: { auth: Auth; sessionCache: SessionCache; db: Database }) {
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  return async (c: Context<AppEnv>): Promise<PageVisitor | undefined> => {
    const cookieValue = getCookie(c, await cookieName);
    if (!cookieValue) return undefined;
    let viewer = sessionCache.get(cookieValue);
    if (!viewer) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return undefined;
      viewer = await resolveViewer({ db }, session.user);
    }
    return {
      name: displayName(viewer.fullName, viewer.email),
      inSampleWorkspace: inSampleWorkspace(viewer),
      readOnly: viewer.workspaceRole === 'viewer',
    };
  };
}
