import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { MetricDescription } from '@/shared/area-metrics';
import {
  type CustomDashboard,
  type DashboardCard,
  type DashboardLayout,
  type SharedDashboard,
  customDashboardMessages,
} from '@/shared/dashboard/custom-dashboard';
import { errorCodes } from '@/shared/error-codes';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { Entitlements } from '../../billing/entitlements';
import type { Database } from '../../db/database';
import type { AreaMetrics } from '../../lib/area-metric';
import { notFound, ServiceError } from '../../lib/service-error';
import type { TokenSigner } from '../../lib/token-signer';
import type { Logger } from '../../logger';
import { workspaceMembers } from '../../tenancy/schema';
import { dashboardPeriod, readCards } from './card-values';
import { dashboardLayouts } from './schema';

const sharePurpose = 'dashboard-share';

export interface CustomDashboardsDeps {
  db: Database;
  entitlements: Entitlements;
  metrics: AreaMetrics;
  signer: TokenSigner;
  logger: Pick<Logger, 'error'>;
  publicUrl: string;
  now: () => Date;
}

/**
 * Each user's own dashboard in a workspace (ADR 039): cards of the metrics the areas expose, saved
 * per user and workspace, and shown read-only to anyone holding its signed link until it is revoked.
 */
export class CustomDashboards {
  constructor(private readonly deps: CustomDashboardsDeps) {}

  /** The metrics a card can show. */
  catalogue(): MetricDescription[] {
    return this.deps.metrics.all().map(({ id, area, label, format, lowerIsBetter }) => ({
      id,
      area,
      label,
      format,
      ...(lowerIsBetter && { lowerIsBetter }),
    }));
  }

  /** The viewer's cards with their figures; none on a plan without custom dashboards (the default one shows). */
  async get(viewer: Viewer): Promise<CustomDashboard> {
    const period = dashboardPeriod(this.deps.now());
    const days = { from: period.from, to: period.to };
    const allowed = (await this.deps.entitlements.of(allowanceOf(viewer))).allows('custom_dashboards');
    const layout = allowed ? await this.layoutOf(viewer) : undefined;
    if (!layout) return { cards: null, period: days, shareUrl: null };
    return {
      cards: await readCards(this.readDeps(), viewer.workspaceId, layout.cards, period),
      period: days,
      shareUrl: layout.shareId ? this.shareUrl(layout.shareId) : null,
    };
  }

  async save(viewer: Viewer, input: DashboardLayout): Promise<CustomDashboard> {
    await this.requirePlan(viewer);
    const unknown = input.cards.find((card) => !this.deps.metrics.get(card.metricId));
    if (unknown) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, customDashboardMessages.unknownMetric);
    const cards: DashboardCard[] = input.cards.map(({ metricId, size }) => ({ metricId, size }));
    await this.deps.db
      .insert(dashboardLayouts)
      .values({ workspaceId: viewer.workspaceId, userId: viewer.userId, cards })
      .onConflictDoUpdate({ target: [dashboardLayouts.workspaceId, dashboardLayouts.userId], set: { cards, updatedAt: new Date() } });
    return this.get(viewer);
  }

  /** Back to the default dashboard; its link, if shared, stops working. Allowed on any plan, so a downgrade can tidy up. */
  async reset(viewer: Viewer): Promise<void> {
    await this.deps.db.delete(dashboardLayouts).where(this.ofViewer(viewer));
  }

  /** A new read-only link (the previous one, if any, stops working). */
  async share(viewer: Viewer): Promise<{ shareUrl: string }> {
    await this.requirePlan(viewer);
    const shareId = randomUUID();
    const [shared] = await this.deps.db
      .update(dashboardLayouts)
      .set({ shareId })
      .where(this.ofViewer(viewer))
      .returning({ shareId: dashboardLayouts.shareId });
    if (!shared) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, customDashboardMessages.saveBeforeSharing);
    return { shareUrl: this.shareUrl(shareId) };
  }

  async revokeShare(viewer: Viewer): Promise<void> {
    await this.deps.db.update(dashboardLayouts).set({ shareId: null }).where(this.ofViewer(viewer));
  }

  /**
   * What a shared link shows: the cards and their figures, nothing else. A forged or revoked link, a
   * user who left the workspace or a workspace whose plan no longer has custom dashboards: 404.
   */
  async shared(token: string): Promise<SharedDashboard> {
    const shareId = this.deps.signer.verify(sharePurpose, token);
    if (!shareId || !/^[0-9a-f-]{36}$/.test(shareId)) throw notFound();
    const [layout] = await this.deps.db
      .select({ workspaceId: dashboardLayouts.workspaceId, cards: dashboardLayouts.cards })
      .from(dashboardLayouts)
      .innerJoin(
        workspaceMembers,
        and(eq(workspaceMembers.workspaceId, dashboardLayouts.workspaceId), eq(workspaceMembers.userId, dashboardLayouts.userId)),
      )
      .where(eq(dashboardLayouts.shareId, shareId));
    if (!layout) throw notFound();
    const entitlement = await this.deps.entitlements.of({ workspaceId: layout.workspaceId, isAdmin: false });
    if (!entitlement.allows('custom_dashboards')) throw notFound();
    const period = dashboardPeriod(this.deps.now());
    return {
      cards: await readCards(this.readDeps(), layout.workspaceId, layout.cards, period),
      period: { from: period.from, to: period.to },
    };
  }

  private async requirePlan(viewer: Viewer) {
    (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeature('custom_dashboards', customDashboardMessages.notOnPlan);
  }

  private async layoutOf(viewer: Viewer) {
    const [layout] = await this.deps.db.select().from(dashboardLayouts).where(this.ofViewer(viewer));
    return layout;
  }

  private ofViewer(viewer: Viewer) {
    return and(eq(dashboardLayouts.workspaceId, viewer.workspaceId), eq(dashboardLayouts.userId, viewer.userId));
  }

  private shareUrl(shareId: string): string {
    return `${this.deps.publicUrl}/shared-dashboard/${this.deps.signer.sign(sharePurpose, shareId)}`;
  }

  private readDeps() {
    return { db: this.deps.db, logger: this.deps.logger, metricOf: (id: string) => this.deps.metrics.get(id) };
  }
}
