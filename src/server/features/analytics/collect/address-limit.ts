import { isIP } from 'node:net';
import { and, like, lt, sql } from 'drizzle-orm';
import { rateLimit } from '../../../auth/schema';
import type { Database } from '../../../db/database';

/** Past this many addresses in one minute, further new ones are refused until the window turns. */
const addressesKept = 100_000;
const windowMs = 60_000;
/** How often what this process counted is added to the count every process shares. */
const shareEveryMs = 1000;

/** Where the processes of a scale-out install add up their counts: the rate limits' table, under a name. */
export interface SharedCount {
  db: Database;
  name: string;
}

/**
 * At most `perMinute` events a minute from one address (ADR 019, ADR 042). The collection endpoint
 * takes thousands of events a second and cannot ask the database each time: each process decides
 * at once from what it has counted, and adds its counts to the shared one every second, in one write;
 * an address the shared count puts past the limit is refused by every process from then until the
 * minute turns. Across N processes an address gets the limit plus what reaches them within a second.
 * An IPv6 host owns a whole /64, so IPv6 is counted per /64; the table of addresses is bounded.
 */
export class AddressLimit {
  private counts = new Map<string, number>();
  private unshared = new Map<string, number>();
  private spent = new Set<string>();
  private windowStart = 0;
  private sharing: NodeJS.Timeout | undefined;

  /** Without `shared`, counts in this process only (one process, or a test of the counting). */
  constructor(
    private readonly perMinute: number,
    private readonly shared?: SharedCount,
  ) {}

  allow(address: string): boolean {
    this.turnWindow(Date.now());
    const key = limitKey(address);
    if (this.spent.has(key)) return false;
    const seen = this.counts.get(key);
    if (seen === undefined && this.counts.size >= addressesKept) return false;
    const count = (seen ?? 0) + 1;
    this.counts.set(key, count);
    if (this.shared) {
      this.unshared.set(key, (this.unshared.get(key) ?? 0) + 1);
      this.sharing ??= setTimeout(() => void this.share().catch(() => undefined), shareEveryMs).unref();
    }
    return count <= this.perMinute;
  }

  /** Adds this process's new counts to the shared ones, and learns which addresses are past the limit. */
  async share(): Promise<void> {
    clearTimeout(this.sharing);
    this.sharing = undefined;
    if (!this.shared || this.unshared.size === 0) return;
    const { db, name } = this.shared;
    const windowStart = this.windowStart;
    const batch = [...this.unshared];
    this.unshared = new Map();
    const prefix = `uplift:${name}:`;
    const rows = await db
      .insert(rateLimit)
      .values(batch.map(([key, added]) => ({ id: prefix + key, key: prefix + key, count: added, lastRequest: windowStart })))
      .onConflictDoUpdate({
        target: rateLimit.key,
        // lastRequest holds the start of the minute the count is for.
        set: {
          count: sql`case when ${rateLimit.lastRequest} < excluded.last_request then excluded.count else ${rateLimit.count} + excluded.count end`,
          lastRequest: sql`greatest(${rateLimit.lastRequest}, excluded.last_request)`,
        },
      })
      .returning({ key: rateLimit.key, count: rateLimit.count });
    if (windowStart !== this.windowStart) return;
    for (const row of rows) if (row.count > this.perMinute) this.spent.add(row.key.slice(prefix.length));
  }

  /** A new minute, which every process agrees on: counts start again, and the ended minutes' rows go. */
  private turnWindow(now: number): void {
    const windowStart = now - (now % windowMs);
    if (windowStart === this.windowStart) return;
    this.windowStart = windowStart;
    this.counts = new Map();
    this.unshared = new Map();
    this.spent = new Set();
    if (this.shared) {
      const { db, name } = this.shared;
      void db
        .delete(rateLimit)
        .where(and(like(rateLimit.key, `uplift:${name}:%`), lt(rateLimit.lastRequest, windowStart)))
        .catch(() => undefined);
    }
  }
}

/** The address, or for IPv6 its first four groups (the /64 one host is given). */
export function limitKey(address: string): string {
  if (isIP(address) !== 6 || address.startsWith('::ffff:')) return address;
  // '::' stands for the run of zero groups between what is written before and after it.
  const [head = '', tail = ''] = address.includes('::') ? address.split('::') : [address];
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = [...before, ...Array<string>(Math.max(0, 8 - before.length - after.length)).fill('0'), ...after];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
