import { eq } from 'drizzle-orm';
import {
  type AnalyticsReport,
  type ContentPerformance,
  type ReportQuery,
  type TrackingStatus,
  analyticsMessages,
} from '@/shared/analytics/analytics';
import type { CoreDeps } from '../../context';
import type { Database } from '../../db/database';
import type { Entitlements } from '../../billing/entitlements';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { TrackedSites } from './collect/sites';
import { hostOfAddress } from './collect/sites';
import { recordUserEvent } from '../../events/service';
import { publishedContent } from '../content';
import { figuresOfAddresses } from './content/address-views';
import { goalRows } from './goals/goal-report';
import { goalsOf } from './goals/goals-service';
import { viewersProject } from './project-access';
import { reportCsv } from './report/report-csv';
import { periodBounds, reportPeriod } from './report/period';
import { buildReport, visitorsChange } from './report/report';
import { type Rollups, refreshedBeforeReport } from './rollup/rollups';
import { analyticsSites } from './schema';
import type { EventStore } from './store/event-store';

export interface AnalyticsDeps {
  db: Database;
  entitlements: Entitlements;
  /** A white-label workspace's exports name it (ADR 040). */
  branding: Pick<CoreDeps['branding'], 'presentation'>;
  rollups: Rollups;
  store: EventStore;
  sites: TrackedSites;
  /** Where Uplift is reached: the snippet loads the script from there. */
  publicUrl: string;
  /** A GeoIP database is configured: the report lists countries. */
  countriesKnown: boolean;
}

const realtimeWindowMs = 5 * 60_000;

/** A project's analytics, for the members of its workspace. */
export class AnalyticsService {
  constructor(private readonly deps: AnalyticsDeps) {}

  async report(viewer: Viewer, projectId: string, query: ReportQuery): Promise<AnalyticsReport> {
    await this.requireProject(viewer, projectId);
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    entitlement.requireFeature('basic_analytics', analyticsMessages.notOnPlan);
    await this.deps.rollups.refresh(projectId, refreshedBeforeReport);
    const goals = entitlement.allows('conversion_tracking') ? await goalsOf(this.deps.db, projectId) : [];
    return buildReport(this.deps.db, projectId, reportPeriod(query, new Date()), {
      countriesKnown: this.deps.countriesKnown,
      goalIds: goals.map((goal) => goal.id),
    });
  }

  /** Refuses another workspace's project, or a plan without analytics; answers the project. */
  async requireAccess(viewer: Viewer, projectId: string) {
    const project = await this.requireProject(viewer, projectId);
    (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeature('basic_analytics', analyticsMessages.notOnPlan);
    return project;
  }

  /**
   * The report with each goal's figures (null where the plan has no Conversion tracking), for the
   * export and the recommendations.
   */
  async reportWithGoals(viewer: Viewer, projectId: string, query: ReportQuery, options: { forExport?: boolean } = {}) {
    const project = await this.requireProject(viewer, projectId);
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    entitlement.requireFeature('basic_analytics', analyticsMessages.notOnPlan);
    if (options.forExport) entitlement.requireFeature('data_export', analyticsMessages.exportNotOnPlan);
    await this.deps.rollups.refresh(projectId, refreshedBeforeReport);
    const period = reportPeriod(query, new Date());
    const goalsOn = entitlement.allows('conversion_tracking');
    const goals = goalsOn ? await goalsOf(this.deps.db, projectId) : [];
    const report = await buildReport(this.deps.db, projectId, period, {
      countriesKnown: this.deps.countriesKnown,
      goalIds: goals.map((goal) => goal.id),
    });
    return { project, report, goals: goalsOn ? await goalRows(this.deps.db, projectId, goals, period) : null };
  }

  /** Export Report: the shown period's figures as CSV (Data export), recorded in the activity. */
  async exportCsv(viewer: Viewer, projectId: string, query: ReportQuery): Promise<{ filename: string; csv: string }> {
    const { project, report, goals } = await this.reportWithGoals(viewer, projectId, query, { forExport: true });
    const { from, to } = report.period;
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'analytics_report_exported',
      description: `Exported the analytics of ${project.name} for ${from} to ${to}`,
      data: { projectId, from, to },
    });
    const name =
      project.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'project';
    const presentation = await this.deps.branding.presentation(viewer.workspaceId);
    const preparedBy = presentation.branded ? presentation.name : null;
    return { filename: `analytics-${name}-${from}-to-${to}.csv`, csv: reportCsv(report, goals, preparedBy) };
  }

  /** Content Performance: the workspace's pieces published on this project's site, by their page views. */
  async contentPerformance(viewer: Viewer, projectId: string, query: ReportQuery): Promise<ContentPerformance> {
    await this.requireAccess(viewer, projectId);
    await this.deps.rollups.refresh(projectId, refreshedBeforeReport);
    const period = reportPeriod(query, new Date());
    const pieces = await publishedContent(this.deps.db, viewer.workspaceId);
    const addressed = pieces.filter((piece): piece is typeof piece & { publishedUrl: string } => piece.publishedUrl !== null);
    const figures = await figuresOfAddresses(
      this.deps.db,
      viewer.workspaceId,
      addressed.map((piece) => piece.publishedUrl),
      periodBounds(period.from, period.to),
    );
    const items = addressed.flatMap((piece) => {
      const found = figures.get(piece.publishedUrl);
      if (found?.projectId !== projectId) return [];
      const { projectId: _project, ...measured } = found;
      return [{ id: piece.id, title: piece.title, type: piece.type, publishedUrl: piece.publishedUrl, ...measured }];
    });
    return {
      items: items.sort((a, b) => b.pageViews - a.pageViews || a.title.localeCompare(b.title)),
      withoutAddress: pieces.filter((piece) => piece.publishedUrl === null).length,
    };
  }

  /** The header's figure: visitors of the last 30 days against the 30 before. */
  async trafficChange(viewer: Viewer, projectId: string): Promise<number | null> {
    await this.requireAccess(viewer, projectId);
    await this.deps.rollups.refresh(projectId, refreshedBeforeReport);
    return visitorsChange(this.deps.db, projectId, reportPeriod({ range: '30d' }, new Date()));
  }

  async realtime(viewer: Viewer, projectId: string): Promise<{ visitors: number }> {
    await this.requireAccess(viewer, projectId);
    return { visitors: await this.deps.store.visitorsSince(projectId, new Date(Date.now() - realtimeWindowMs)) };
  }

  async tracking(viewer: Viewer, projectId: string): Promise<TrackingStatus> {
    const project = await this.requireAccess(viewer, projectId);
    const [site] = await this.deps.db
      .select({ extra: analyticsSites.extraHostnames })
      .from(analyticsSites)
      .where(eq(analyticsSites.projectId, projectId));
    const firstEventAt = await this.deps.store.firstEventAt(projectId);
    return {
      projectId,
      scriptUrl: `${this.deps.publicUrl}/js/script.js`,
      hostname: hostOfAddress(project.url),
      extraHostnames: site?.extra ?? [],
      firstEventAt: firstEventAt?.toISOString() ?? null,
    };
  }

  async updateTracking(viewer: Viewer, projectId: string, extraHostnames: readonly string[]): Promise<TrackingStatus> {
    await this.requireAccess(viewer, projectId);
    const unique = [...new Set(extraHostnames)];
    await this.deps.db
      .insert(analyticsSites)
      .values({ projectId, workspaceId: viewer.workspaceId, extraHostnames: unique })
      .onConflictDoUpdate({ target: analyticsSites.projectId, set: { extraHostnames: unique, updatedAt: new Date() } });
    this.deps.sites.forget(projectId);
    return this.tracking(viewer, projectId);
  }

  private requireProject(viewer: Viewer, projectId: string) {
    return viewersProject(this.deps.db, viewer, projectId);
  }
}
