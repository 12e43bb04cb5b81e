import { eq } from 'drizzle-orm';
import type { PlanSource } from '@/shared/billing';
import { type PlanId, defaultPlan, isPlanId } from '@/shared/plans';
import type { Database } from '../db/database';
import { workspaces } from '../tenancy/schema';
import { TtlCache } from '../lib/ttl-cache';
import { findCurrentSubscription } from './current-subscription';

export interface WorkspacePlan {
  plan: PlanId;
  source: PlanSource;
}

const adminPlan: WorkspacePlan = Object.freeze({ plan: 'enterprise', source: 'admin' });

/**
 * The plan a workspace is on: an admin's hand-set plan, else its active or trialing subscription's,
 * else starter. Admins themselves are always on enterprise. Cached briefly because every signed-in
 * screen asks; the webhook and the admin action call `forget`.
 */
export class WorkspacePlans {
  private readonly cache: TtlCache<string, WorkspacePlan>;

  constructor(
    private readonly db: Database,
    ttlSeconds: number,
  ) {
    this.cache = new TtlCache(ttlSeconds * 1000);
  }

  async forViewer(viewer: { workspaceId: string; isAdmin: boolean }): Promise<WorkspacePlan> {
    return this.peek(viewer) ?? this.forWorkspace(viewer.workspaceId);
  }

  /** The viewer's plan when it is known without a query; the same object until it changes. */
  peek(viewer: { workspaceId: string; isAdmin: boolean }): WorkspacePlan | undefined {
    return viewer.isAdmin ? adminPlan : this.cache.get(viewer.workspaceId);
  }

  async forWorkspace(workspaceId: string): Promise<WorkspacePlan> {
    const cached = this.cache.get(workspaceId);
    if (cached) return cached;
    const readAt = this.cache.generation;
    const resolved = await this.read(workspaceId);
    this.cache.set(workspaceId, resolved, { readAt });
    return resolved;
  }

  forget(workspaceId: string): void {
    this.cache.delete(workspaceId);
  }

  private async read(workspaceId: string): Promise<WorkspacePlan> {
    const [workspace] = await this.db
      .select({ planOverride: workspaces.planOverride })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    if (workspace?.planOverride) return { plan: workspace.planOverride, source: 'override' };

    const subscription = await findCurrentSubscription(this.db, workspaceId);
    if (subscription && isPlanId(subscription.plan)) return { plan: subscription.plan, source: 'subscription' };
    return { plan: defaultPlan, source: 'default' };
  }
}
