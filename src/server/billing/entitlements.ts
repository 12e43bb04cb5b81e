import { sql } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import { canUseFeature, type FeatureId, featureLimit } from '@/shared/feature-catalogue';
import { usageMessages } from '@/shared/messages';
import { getPlan, type PlanId } from '@/shared/plans';
import type { PlanLimitDetails } from '@/shared/usage';
import type { UsageKey } from '@/shared/user';
import type { Database } from '../db/database';
import { ServiceError } from '../lib/service-error';
import type { Allowance } from '../auth/viewer';
import type { UsageMeter } from '../usage/meter';
import type { WorkspacePlans } from './workspace-plan';

/**
 * The one entitlement gate (ADR 015): may this workspace's plan use a feature, and has it room for
 * more of a usage key. `of` resolves the plan once for all the checks of one action.
 */
export class Entitlements {
  constructor(private readonly deps: { plans: WorkspacePlans; usage: UsageMeter }) {}

  async of(allowance: Allowance): Promise<Entitlement> {
    const { plan } = await this.deps.plans.forViewer(allowance);
    return new Entitlement(allowance.workspaceId, plan, this.deps.usage);
  }
}

/** What one workspace's plan allows, for the checks of one action. */
export class Entitlement {
  constructor(
    private readonly workspaceId: string,
    private readonly plan: PlanId,
    private readonly usage: UsageMeter,
  ) {}

  allows(feature: FeatureId): boolean {
    return canUseFeature(this.plan, feature);
  }

  /** Refuses a feature the plan does not include, with the screen's own message. */
  requireFeature(feature: FeatureId, message: string): void {
    if (!canUseFeature(this.plan, feature)) {
      throw new ServiceError(403, errorCodes.FEATURE_NOT_AVAILABLE, message, { feature, plan: this.plan });
    }
  }

  /**
   * Refuses, with 403 PLAN_LIMIT_REACHED, an action that would take a catalogue feature's figure
   * (templates kept, e-mails sent this month) from `used` past the plan's limit for it.
   */
  requireFeatureRoom(feature: FeatureId, used: number, adding: number, message: string = usageMessages.reachedLimit): void {
    const limit = featureLimit(this.plan, feature);
    if (limit === 'unlimited' || (limit !== null && used + adding <= limit)) return;
    throw new ServiceError(403, errorCodes.PLAN_LIMIT_REACHED, message, { feature, used, limit: limit ?? 0, plan: this.plan });
  }

  /**
   * Refuses, with 403 PLAN_LIMIT_REACHED and the figures for the upgrade prompt, an action that would
   * take the workspace past its plan's limit for `key`. Counts afresh every time, in `db` when given.
   */
  async ensureRoomFor(key: UsageKey, adding = 1, db?: Database): Promise<void> {
    const limit = getPlan(this.plan).limits[key];
    if (limit === 'unlimited') return;
    const used = await this.usage.countNow(this.workspaceId, key, db);
    if (used + adding <= limit) return;
    const details: PlanLimitDetails = { usageKey: key, used, limit, plan: this.plan };
    throw new ServiceError(403, errorCodes.PLAN_LIMIT_REACHED, limitMessage(key, used, limit), { ...details });
  }

  /**
   * ensureRoomFor inside the transaction `tx`, holding the workspace's lock on `key` until it ends:
   * actions at the same time take the room one after another, each counting what those before it
   * wrote, so the caller writes what it counts in `tx`. The lock is a transaction-scoped advisory
   * lock: it holds across processes on PostgreSQL, and PGlite runs one transaction at a time.
   */
  async reserveRoomFor(tx: Database, key: UsageKey, adding: number): Promise<void> {
    if (getPlan(this.plan).limits[key] === 'unlimited') return;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`usage:${key}`}), hashtext(${this.workspaceId}))`);
    await this.ensureRoomFor(key, adding, tx);
  }
}

function limitMessage(key: UsageKey, used: number, limit: number): string {
  if (key === 'contentGeneration') return usageMessages.contentLimitText(used, limit);
  if (key === 'teamMembers') return usageMessages.teamMemberLimit;
  return usageMessages.reachedLimit;
}
