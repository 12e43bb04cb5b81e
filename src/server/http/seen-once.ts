import { and, eq, like, lt } from 'drizzle-orm';
import { rateLimit } from '../auth/schema';
import type { Database } from '../db/database';

/**
 * Remembers keys for a window, in the database that every process shares (better-auth's rate_limit
 * table under keys of our own, as FixedWindowLimit): only the first use of a key within its window
 * is told it is new. For signed webhooks a replay must not act twice; for notices, one per change.
 */
export class SeenOnce {
  constructor(
    private readonly db: Database,
    private readonly options: { name: string; windowSeconds: number },
  ) {}

  /** True the first time `key` is seen; false again until its window, which opens at that first use, is over. */
  async first(key: string): Promise<boolean> {
    const { name, windowSeconds } = this.options;
    const id = `uplift:${name}:${key}`;
    const now = Date.now();
    const windowStart = now - windowSeconds * 1000;
    const taken = await this.db
      .insert(rateLimit)
      .values({ id, key: id, count: 1, lastRequest: now })
      .onConflictDoUpdate({ target: rateLimit.key, set: { count: 1, lastRequest: now }, setWhere: lt(rateLimit.lastRequest, windowStart) })
      .returning({ id: rateLimit.id });
    if (taken.length === 0) return false;
    // Keys past their window answer nothing any more: dropped here, so the table does not grow with every use.
    await this.db.delete(rateLimit).where(and(like(rateLimit.key, `uplift:${name}:%`), lt(rateLimit.lastRequest, windowStart)));
    return true;
  }

  /** Forgets `key`, so that its next use counts as new: for work that failed after `first`. */
  async forget(key: string): Promise<void> {
    const id = `uplift:${this.options.name}:${key}`;
    await this.db.delete(rateLimit).where(eq(rateLimit.key, id));
  }
}
