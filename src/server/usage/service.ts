import { and, count, eq, gte } from 'drizzle-orm';
import { type Usage, type UsageKey, usageKeys } from '@/shared/user';
import { getPlan } from '@/shared/plans';
import { usageMessages } from '@/shared/messages';
import type { PlanLimitDetails } from '@/shared/usage';
import type { WorkspacePlans } from '../billing/workspace-plan';
import type { Database } from '../db/database';
import { ServiceError } from '../lib/service-error';
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

/** This month's generations: the allowance the AI screens draw on. */
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
 * A workspace's usage against its plan's limits (core §3), from the counters the modules register.
 * Every signed-in screen reads it through /api/me, so reads are cached briefly; checks before an
 * action always count afresh. A key no module counts yet (an area not built) reads zero.
 */
export class UsageService {
  private readonly cache: TtlCache<string, Usage>;
  private readonly counters = new Map<UsageKey, UsageCounter>();

  constructor(
    private readonly db: Database,
    private readonly plans: WorkspacePlans,
    counters: readonly UsageCounter[],
    ttlSeconds: number,
  ) {
    for (const counter of counters) {
      if (this.counters.has(counter.key)) throw new Error(`Two modules count the usage key ${counter.key}`);
      this.counters.set(counter.key, counter);
    }
    this.cache = new TtlCache(ttlSeconds * 1000);
  }

  async forWorkspace(workspaceId: string): Promise<Usage> {
    const cached = this.cache.get(workspaceId);
    if (cached) return cached;
    const readAt = this.cache.generation;
    const usage = await this.count(workspaceId);
    this.cache.set(workspaceId, usage, { readAt });
    return usage;
  }

  /**
   * Refuses, with 403 PLAN_LIMIT_REACHED and the figures for the upgrade prompt, an action that would
   * take the workspace past its plan's limit for `key`.
   */
  async ensureRoomFor(viewer: { workspaceId: string; isAdmin: boolean }, key: UsageKey, adding = 1): Promise<void> {
    const { plan } = await this.plans.forViewer(viewer);
    const limit = getPlan(plan).limits[key];
    if (limit === 'unlimited') return;
    const used = (await this.count(viewer.workspaceId))[key];
    if (used + adding <= limit) return;
    const details: PlanLimitDetails = { usageKey: key, used, limit, plan };
    throw new ServiceError(403, 'PLAN_LIMIT_REACHED', limitMessage(key, used, limit), { ...details });
  }

  /** Counts one successful generation against this month's allowance. */
  async recordContentGeneration(workspaceId: string, userId: string, kind: string): Promise<void> {
    await this.db.insert(contentGenerations).values({ workspaceId, createdBy: userId, kind });
    this.forget(workspaceId);
  }

  forget(workspaceId: string): void {
    this.cache.delete(workspaceId);
  }

  private async count(workspaceId: string): Promise<Usage> {
    const figures = await Promise.all(usageKeys.map((key) => this.counters.get(key)?.count(this.db, workspaceId) ?? 0));
    return Object.fromEntries(usageKeys.map((key, index) => [key, figures[index]])) as Usage;
  }
}

function limitMessage(key: UsageKey, used: number, limit: number): string {
  if (key === 'contentGeneration') return usageMessages.contentLimitText(used, limit);
  if (key === 'teamMembers') return usageMessages.teamMemberLimit;
  return usageMessages.reachedLimit;
}
