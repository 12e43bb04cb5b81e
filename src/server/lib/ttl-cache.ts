/**
 * A small in-process cache whose entries live for a fixed time, oldest evicted first when full.
 * `generation` moves on every removal, so a caller that read the database before a removal can
 * tell that what it read may already be stale and skip storing it.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; expiresAt: number }>();
  private removals = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get generation(): number {
    return this.removals;
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores unless disabled, or unless something was removed since `readAt` (a `generation`). */
  set(key: K, value: V, options: { readAt?: number; notAfter?: number } = {}): void {
    if (this.ttlMs <= 0) return;
    if (options.readAt !== undefined && options.readAt !== this.removals) return;
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const expiresAt = Math.min(Date.now() + this.ttlMs, options.notAfter ?? Number.POSITIVE_INFINITY);
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt });
  }

  delete(key: K): void {
    this.removals++;
    this.entries.delete(key);
  }

  /** Removes every entry whose value matches; for invalidations that do not know the key. */
  deleteWhere(matches: (value: V) => boolean): void {
    this.removals++;
    for (const [key, entry] of this.entries) {
      if (matches(entry.value)) this.entries.delete(key);
    }
  }
}
