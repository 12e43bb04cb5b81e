import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache (lru-cache) whose entries live for a fixed time, the least recently used
 * evicted when full. `generation` moves on every removal, so a caller that read the database before a
 * removal can tell that what it read may already be stale and skip storing it.
 */
export class TtlCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  /** None with a time of zero: the cache is switched off. */
  private readonly entries: LRUCache<K, V> | undefined;
  private removals = 0;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 10_000,
  ) {
    // Date.now as the clock, as the entries' `notAfter` times are.
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs, ttlResolution: 0, perf: Date }) : undefined;
  }

  get generation(): number {
    return this.removals;
  }

  get(key: K): V | undefined {
    return this.entries?.get(key);
  }

  /** Stores unless disabled, or unless something was removed since `readAt` (a `generation`). */
  set(key: K, value: V, options: { readAt?: number; notAfter?: number } = {}): void {
    if (options.readAt !== undefined && options.readAt !== this.removals) return;
    const ttl = Math.min(this.ttlMs, (options.notAfter ?? Number.POSITIVE_INFINITY) - Date.now());
    if (ttl > 0) this.entries?.set(key, value, { ttl });
  }

  delete(key: K): void {
    this.removals++;
    this.entries?.delete(key);
  }

  /** Removes every entry whose value matches; for invalidations that do not know the key. */
  deleteWhere(matches: (value: V) => boolean): void {
    this.removals++;
    // Keys first, deletions after: the cache's list is not changed while it is walked.
    const matching = [...(this.entries?.entries() ?? [])].filter(([, value]) => matches(value));
    for (const [key] of matching) this.entries?.delete(key);
  }
}
