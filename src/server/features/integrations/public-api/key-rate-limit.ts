import { sql } from 'drizzle-orm';
import { rateLimit } from '../../../auth/schema';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../lib/clock';

/** What one request's count left: the IETF RateLimit headers' figures. */
export interface KeyAllowance {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

interface Slice {
  windowStart: number;
  /** Requests claimed from the shared count and not spent yet. */
  unspent: number;
  /** The shared count after this process's last claim. */
  claimed: number;
}

/**
 * `max` requests a minute per API key, counted in fixed windows every process agrees on (aligned to
 * the clock's minutes). The count is kept in the database like the other limits (FixedWindowLimit),
 * but a process claims a slice of the allowance at a time rather than writing once per request: one
 * write per slice keeps a key's request as cheap as a session's. No more than `max` are ever granted in
 * a window; what one process claimed and did not spend is lost to the others until the window ends.
 */
export class KeyRateLimit {
  private readonly slices = new Map<string, Slice>();
  private readonly sliceSize: number;
  private readonly windowMs = 60_000;

  constructor(private readonly deps: { db: Database; clock: Clock; max: number }) {
    this.sliceSize = Math.max(1, Math.ceil(deps.max / 20));
  }

  async take(keyId: string): Promise<KeyAllowance> {
    const { max } = this.deps;
    const now = this.deps.clock.now();
    const windowStart = now - (now % this.windowMs);
    const resetSeconds = Math.max(1, Math.ceil((windowStart + this.windowMs - now) / 1000));
    let slice = this.slices.get(keyId);
    if (!slice || slice.windowStart !== windowStart) {
      slice = { windowStart, unspent: 0, claimed: 0 };
      this.slices.set(keyId, slice);
    }
    if (slice.unspent === 0 && slice.claimed < max) await this.claim(keyId, slice);
    const allowed = slice.unspent > 0;
    if (allowed) slice.unspent--;
    const remaining = Math.max(0, max - slice.claimed + slice.unspent);
    this.forgetEndedWindows(windowStart);
    return { allowed, limit: max, remaining, resetSeconds };
  }

  private async claim(keyId: string, slice: Slice): Promise<void> {
    const { max } = this.deps;
    const key = `uplift:api-key:${keyId}`;
    const size = this.sliceSize;
    const [row] = await this.deps.db
      .insert(rateLimit)
      .values({ id: key, key, count: size, lastRequest: slice.windowStart })
      .onConflictDoUpdate({
        target: rateLimit.key,
        // lastRequest holds the start of the window the count is for.
        set: {
          count: sql`case when ${rateLimit.lastRequest} < ${slice.windowStart} then ${size} else ${rateLimit.count} + ${size} end`,
          lastRequest: sql`greatest(${rateLimit.lastRequest}, ${slice.windowStart})`,
        },
      })
      .returning({ count: rateLimit.count });
    const claimed = row?.count ?? max + size;
    slice.unspent += Math.max(0, Math.min(size, max - (claimed - size)));
    slice.claimed = Math.min(claimed, max);
  }

  /** Keys not used in the current window hold nothing worth keeping. */
  private forgetEndedWindows(windowStart: number): void {
    if (this.slices.size < 1000) return;
    for (const [keyId, slice] of this.slices) if (slice.windowStart !== windowStart) this.slices.delete(keyId);
  }
}
