import { and, count, eq, gte, sum } from 'drizzle-orm';
import type { Usage, UsageKey } from '@/shared/user';
import { getPlan } from '@/shared/plans';
import { usageMessages } from '@/shared/messages';
import type { PlanLimitDetails } from '@/shared/usage';
import type { WorkspacePlans } from '../billing/workspace-plan';
import type { Database } from '../db/database';
import { ServiceError } from '../lib/service-error';
import { TtlCache } from '../lib/ttl-cache';
import { countMembers } from '../tenancy/memberships';
import { projects } from '../features/projects/schema';
import { setupUploads } from '../features/setup/upload/schema';
import { contentGenerations } from './schema';

/** The first instant of the current calendar month (UTC): content generations count from here. */
export function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * A workspace's usage against its plan's limits (core §3). Every signed-in screen reads it through
 * /api/me, so reads are cached briefly; checks before an action always count afresh. Counts for
 * features not built yet are zero because nothing of theirs is stored.
 */
export class UsageService {
  private readonly cache: TtlCache<string, Usage>;

  constructor(
    private readonly db: Database,
    private readonly plans: WorkspacePlans,
    ttlSeconds: number,
  ) {
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
    const [generations] = await this.db
      .select({ value: count() })
      .from(contentGenerations)
      .where(and(eq(contentGenerations.workspaceId, workspaceId), gte(contentGenerations.createdAt, startOfMonth())));
    const [projectCount] = await this.db
      .select({ value: count() })
      .from(projects)
      .where(eq(projects.workspaceId, workspaceId));
    const teamMembers = await countMembers(this.db, workspaceId);
    const [stored] = await this.db
      .select({ bytes: sum(setupUploads.size) })
      .from(setupUploads)
      .where(eq(setupUploads.allowanceWorkspaceId, workspaceId));
    return {
      contentGeneration: generations?.value ?? 0,
      socialAccounts: 0,
      emailContacts: 0,
      projects: projectCount?.value ?? 0,
      teamMembers: Math.max(teamMembers, 1),
      // Plans count storage in MB; Smart Setup's uploads are what a workspace stores so far.
      storage: Math.ceil(Number(stored?.bytes ?? 0) / (1024 * 1024)),
    };
  }
}

function limitMessage(key: UsageKey, used: number, limit: number): string {
  if (key === 'contentGeneration') return usageMessages.contentLimitText(used, limit);
  if (key === 'teamMembers') return usageMessages.teamMemberLimit;
  return usageMessages.reachedLimit;
}
