import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { SessionCache } from '../auth/session-cache';
import type { AppEnv } from '../auth/viewer';
import type { Auth } from './auth';

/**
 * Whether a request carries a live session, for pages that differ for signed-in visitors. Without a
 * session cookie no one is asked; a cookie resolved moments ago is answered from the session cache.
 */
export function sessionChecker({ auth, sessionCache }: { auth: Auth; sessionCache: SessionCache }) {
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);
  return async (c: Context<AppEnv>): Promise<boolean> => {
    const cookieValue = getCookie(c, await cookieName);
    if (!cookieValue) return false;
    if (sessionCache.get(cookieValue)) return true;
    return Boolean(await auth.api.getSession({ headers: c.req.raw.headers }));
  };
}
