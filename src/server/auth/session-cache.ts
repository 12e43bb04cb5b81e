import type { Viewer } from './viewer';
import { TtlCache } from '../lib/ttl-cache';

interface CachedSession {
  /** The session's token as stored, for invalidation by better-auth's hooks. */
  token: string;
  viewer: Viewer;
}

/**
 * Signed-in requests resolved recently, keyed by the exact signed session cookie: a hit skips the
 * session, user and membership queries. Only a cookie better-auth has already verified gets an
 * entry, so a forged cookie never matches one. Sign-out, revocation, bans and profile or membership
 * changes remove entries at once on this instance; another instance (PostgreSQL scale-out) sees
 * them when its own entry expires, after SESSION_CACHE_SECONDS at most.
 */
export class SessionCache {
  private readonly cache: TtlCache<string, CachedSession>;

  constructor(ttlSeconds: number) {
    this.cache = new TtlCache(ttlSeconds * 1000);
  }

  get generation(): number {
    return this.cache.generation;
  }

  get(cookieValue: string): Viewer | undefined {
    return this.cache.get(cookieValue)?.viewer;
  }

  remember(cookieValue: string, session: CachedSession & { expiresAt: Date; readAt: number }): void {
    const { token, viewer, expiresAt, readAt } = session;
    this.cache.set(cookieValue, { token, viewer }, { readAt, notAfter: expiresAt.getTime() });
  }

  forgetSession(token: string): void {
    this.cache.deleteWhere((entry) => entry.token === token);
  }

  /** After anything that changes who a user is or where they work: role, ban, name, memberships. */
  forgetUser(userId: string): void {
    this.cache.deleteWhere((entry) => entry.viewer.userId === userId);
    for (const forget of this.userListeners) forget(userId);
  }

  private readonly userListeners: Array<(userId: string) => void> = [];

  /** Another cache of who users are (the holders of workspace API keys) forgets a user with their sessions. */
  onForgetUser(forget: (userId: string) => void): void {
    this.userListeners.push(forget);
  }
}
