import { and, count, eq, gte } from 'drizzle-orm';
import { type Usage, type UsageKey, usageKeys } from '@/shared/user';
import type { Database } from '../db/database';
import { TtlCache } from '../lib/ttl-cache';
import { contentGenerations } from './schema';

/** How an area's rows count against one of the plan's limits; areas register theirs in their module. */
export interface UsageCounter {
  key: UsageKey;
  /** The workspace's figure now, counted afresh. */
  count(db: Database, workspaceId: string): Promise<number>;
}

/** The first instant of the current calendar month (UTC): content generations count from here. */
export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** This month's generations: the allowance every AI screen draws on. */
export const contentGenerationCounter: UsageCounter = {
  key: 'contentGeneration',
  async count(db, workspaceId) {
    const [row] = await db
      .select({ value: count() })
      .from(contentGenerations)
      .where(and(eq(contentGenerations.workspaceId, workspaceId), gte(contentGenerations.createdAt, startOfMonth())));
    return row?.value ?? 0;
  },
};

/**
 * A workspace's usage, from the counters the modules register. Every signed-in screen
 * reads it through /api/me, so those reads are cached briefly; the entitlement gate counts afresh.
 * A key no module counts yet (an area not built) reads zero.
 */
export class UsageMeter {
  private readonly cache: TtlCache<string, Usage>;
  /** A key several areas count (storage: Smart Setup's uploads and the Social Engine's images) is their sum. */
  private readonly counters = new Map<UsageKey, UsageCounter[]>();

  constructor(
    private readonly db: Database,
    counters: readonly UsageCounter[],
    ttlSeconds: number,
  ) {
    for (const counter of counters) this.counters.set(counter.key, [...(this.counters.get(counter.key) ?? []), counter]);
    this.cache = new TtlCache(ttlSeconds * 1000);
  }

  async forWorkspace(workspaceId: string): Promise<Usage> {
    const cached = this.peek(workspaceId);
    if (cached) return cached;
    const readAt = this.cache.generation;
    const figures = await Promise.all(usageKeys.map((key) => this.countNow(workspaceId, key)));
    const usage = Object.fromEntries(usageKeys.map((key, index) => [key, figures[index]])) as Usage;
    this.cache.set(workspaceId, usage, { readAt });
    return usage;
  }

  /** The workspace's usage when it was counted moments ago; the same object until it is counted again. */
  peek(workspaceId: string): Usage | undefined {
    return this.cache.get(workspaceId);
  }

  /** One figure, counted afresh: what a check before an action reads (in `db`, the check's transaction when it has one). */
  async countNow(workspaceId: string, key: UsageKey, db: Database = this.db): Promise<number> {
    const counters = this.counters.get(key) ?? [];
    if (db === this.db) {
      const figures = await Promise.all(counters.map((counter) => counter.count(db, workspaceId)));
      return figures.reduce((total, figure) => total + figure, 0);
    }
    // A transaction is one connection, which takes one statement at a time: pg warns of overlapping
    // ones (and its next major version refuses them), so its counters count one after another.
    let total = 0;
    for (const counter of counters) total += await counter.count(db, workspaceId);
    return total;
  }

  /** Counts one successful generation against this month's allowance. */
  async recordContentGeneration(workspaceId: string, userId: string, kind: string): Promise<void> {
    await this.db.insert(contentGenerations).values({ workspaceId, createdBy: userId, kind });
    this.forget(workspaceId);
  }

  forget(workspaceId: string): void {
    this.cache.delete(workspaceId);
  }
}
