import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { apiMessages } from '@/shared/messages';
import type { SessionCache } from '../auth/session-cache';
import type { AppEnv, Viewer } from '../auth/viewer';
import type { Database } from '../db/database';
import { apiError } from '../http/errors';
import { actingViewerOf } from '../http/self-api';
import { createPersonalWorkspace, findCurrentMembership, findHomeMembership, type Membership } from '../tenancy/memberships';
import type { Auth } from './auth';

/**
 * Who signs in with a request's session cookie, for the API's guard and a page's HTML alike: a
 * signed cookie resolved moments ago is answered from the session cache, and a lookup fills it, so
 * the app's first API request after its page finds the session the page's answer looked up.
 */
export interface SessionLookups {
  /** The viewer the session cache holds for the request's cookie; no lookup of its own. */
  cached(c: Context): Viewer | undefined;
  /** Looks the session up and remembers it in the session cache; no one without a session cookie. */
  lookUp(c: Context): Promise<SessionLookup>;
}

export function sessionLookups(deps: { auth: Auth; sessionCache: SessionCache; db: Database }): SessionLookups {
  const { auth, sessionCache } = deps;
  let cookie: { name: string; secret: string } | undefined;
  const cookieKnown = auth.$context.then((context) => {
    cookie = { name: context.authCookies.sessionToken.name, secret: context.secret };
    return cookie;
  });
  const sessionCookies = new CookieValues();
  // One lookup per Cookie header at a time: when a session's cached entry runs out, the requests then
  // under way for it wait for the same lookup rather than each making its own (ADR 046). A request
  // made after a sign-out or any other change the cache forgets (its generation moves on) looks again.
  const lookups = new Map<string, { generation: number; lookup: Promise<SessionLookup> }>();

  return {
    cached(c) {
      const cookieValue = cookie && sessionCookies.of(c, cookie.name);
      return cookieValue ? sessionCache.get(cookieValue) : undefined;
    },

    async lookUp(c) {
      const { name } = await cookieKnown;
      const cookieValue = getCookie(c, name);
      if (!cookieValue) return { setCookies: [] };
      const header = c.req.header('cookie') ?? '';
      const joined = lookups.get(header);
      if (joined?.generation === sessionCache.generation) return joined.lookup;
      const started = { generation: sessionCache.generation, lookup: lookUpSession(c.req.raw.headers, cookieValue) };
      lookups.set(header, started);
      const done = () => lookups.get(header) === started && lookups.delete(header);
      started.lookup.then(done, done);
      return started.lookup;
    },
  };

  async function lookUpSession(headers: Headers, cookieValue: string): Promise<SessionLookup> {
    const { secret } = await cookieKnown;
    const readAt = sessionCache.generation;
    const { headers: answerHeaders, response: session } = await auth.api.getSession({ headers, returnHeaders: true });
    const setCookies = answerHeaders?.getSetCookie() ?? [];
    if (!session) return { setCookies };

    const viewer = await resolveViewer(deps, session.user);
    // Only the exact cookie that signs this session may stand for it: better-auth and Hono parse
    // unusual Cookie headers differently, so the value we read is checked here, not assumed.
    if (isSignedToken(cookieValue, session.session.token, secret)) {
      sessionCache.remember(cookieValue, { token: session.session.token, viewer, expiresAt: session.session.expiresAt, readAt });
    }
    return { setCookies, viewer };
  }
}

/** Resolves the session and the workspace the request acts in; 401 without a session. */
export function requireViewer(sessions: SessionLookups): MiddlewareHandler<AppEnv> {
  // Not an async function: a request whose session is cached passes on with no promise of this
  // step's own, which every request would pay for (ADR 046).
  return (c, next) => {
    const acting = actingViewerOf(c.env);
    if (acting) {
      c.set('viewer', acting);
      return next();
    }
    const cached = sessions.cached(c);
    if (cached) {
      c.set('viewer', actingViewer(c, cached));
      return next();
    }
    return resolveSession(c, next);
  };

  async function resolveSession(c: Context<AppEnv>, next: Next): Promise<Response | void> {
    const { setCookies, viewer } = await sessions.lookUp(c);
    // better-auth refreshes or clears the cookie here as the session's age requires.
    for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
    if (!viewer) return apiError(c, 401, 'UNAUTHORIZED', apiMessages.unauthorized);
    c.set('viewer', actingViewer(c, viewer));
    await next();
  }
}

/** What a session lookup found: the cookies better-auth set, and who is signed in, if anyone. */
interface SessionLookup {
  setCookies: string[];
  viewer?: Viewer;
}

/**
 * The session cookie's value per Cookie header: a browser sends the same header on every request,
 * and parsing it (Hono's getCookie decodes and checks every pair) was a tenth of a cached read.
 * A value read here only finds a session the cache already holds, remembered under the value the
 * full path read and checked.
 */
class CookieValues {
  private readonly values = new Map<string, string | undefined>();

  of(c: Context, name: string): string | undefined {
    const header = c.req.header('cookie');
    if (!header) return undefined;
    if (this.values.has(header)) return this.values.get(header);
    const value = getCookie(c, name);
    // Bounded: past it, start again rather than keep every header ever sent.
    if (this.values.size >= 10_000) this.values.clear();
    this.values.set(header, value);
    return value;
  }
}

/**
 * A sample workspace has no billing of its own: billing requests made while in one act in the user's
 * own workspace, so no subscription is ever bought for sample data. Keyed by the viewer object, which
 * the session cache hands back as it was stored.
 */
const billingViewers = new WeakMap<Viewer, Viewer>();

function actingViewer(c: Context<AppEnv>, viewer: Viewer): Viewer {
  const isBilling = c.req.path === '/api/billing' || c.req.path.startsWith('/api/billing/');
  return (isBilling && billingViewers.get(viewer)) || viewer;
}

/** `token.signature`, as better-auth signs its session cookie (HMAC-SHA256, base64). */
function isSignedToken(cookieValue: string, token: string, secret: string): boolean {
  const expected = Buffer.from(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);
  const actual = Buffer.from(cookieValue);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Who a session's user is and the workspace they act in: the one they chose, else their oldest. */
export async function resolveViewer(
  { db }: { db: Database },
  user: {
    id: string;
    email: string;
    name: string;
    image?: string | null;
    emailVerified: boolean;
    twoFactorEnabled?: boolean | null;
    role?: string | null;
  },
): Promise<Viewer> {
  // The workspace the user chose, else their oldest. An account whose onboarding was interrupted
  // still gets its personal workspace.
  let membership = await findCurrentMembership(db, user.id);
  if (!membership) {
    const workspace = await createPersonalWorkspace(db, user);
    membership = { workspaceId: workspace.id, workspaceName: workspace.name, workspaceKind: 'personal', role: 'owner' };
  }
  const home = membership.workspaceKind === 'sample' ? await findHomeMembership(db, user.id) : null;
  const inWorkspace = (of: Membership): Viewer => ({
    userId: user.id,
    email: user.email,
    fullName: user.name,
    image: user.image ?? null,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled === true,
    isAdmin: user.role === 'admin',
    workspaceId: of.workspaceId,
    workspaceName: of.workspaceName,
    workspaceRole: of.role,
    allowanceWorkspaceId: home?.workspaceId ?? of.workspaceId,
  });
  const viewer = inWorkspace(membership);
  if (home) billingViewers.set(viewer, inWorkspace(home));
  return viewer;
}

/** Mounted after requireViewer on every /api/admin route. */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c: Context<AppEnv>, next) => {
  if (!c.var.viewer.isAdmin) return apiError(c, 403, 'FORBIDDEN', apiMessages.forbidden);
  await next();
};
