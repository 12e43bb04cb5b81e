import { sql } from 'drizzle-orm';
import { rateLimit } from '../auth/schema';
import type { Database } from '../db/database';
import { isUniqueViolation } from '../db/errors';

/**
 * A fixed window of requests per caller, for routes better-auth's limiter does not see. Kept in the
 * database like sign-in's limits (better-auth's rate_limit table, under keys of our own), so every
 * web process counts the same.
 */
export class FixedWindowLimit {
  constructor(
    private readonly db: Database,
    private readonly options: { name: string; windowSeconds: number; max: number },
  ) {}

  /** Counts one request from `caller`; false once the window's allowance is spent. */
  async allow(caller: string): Promise<boolean> {
    try {
      return await this.count(caller);
    } catch (error) {
      // Two first requests of a caller at once: the row has two unique columns (id and key), and
      // PostgreSQL's upsert absorbs the race on its target only. The second try finds the row.
      if (!isUniqueViolation(error)) throw error;
      return this.count(caller);
    }
  }

  private async count(caller: string): Promise<boolean> {
    const { name, windowSeconds, max } = this.options;
    const key = `uplift:${name}:${caller}`;
    const now = Date.now();
    const windowStart = now - windowSeconds * 1000;
    const [row] = await this.db
      .insert(rateLimit)
      .values({ id: key, key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        // lastRequest holds when this key's window opened.
        set: {
          count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
        },
      })
      .returning({ count: rateLimit.count });
    return (row?.count ?? 0) <= max;
  }
}
