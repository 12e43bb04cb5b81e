import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ReportQuery } from '@/shared/analytics/analytics';
import {
  type Funnel,
  type FunnelInput,
  type FunnelReport,
  type Goal,
  type GoalRow,
  type GoalTarget,
  goalLabel,
  goalMessages,
  maxFunnelsPerProject,
  maxGoalsPerProject,
} from '@/shared/analytics/goals';
import type { Database } from '../../../db/database';
import { readWorkspaceRows } from '../../../db/workspace-reads';
import type { Entitlements } from '../../../billing/entitlements';
import { ServiceError, notFound } from '../../../lib/service-error';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { viewersProject } from '../project-access';
import { periodBounds, reportPeriod } from '../report/period';
import { type Rollups, refreshedBeforeReport } from '../rollup/rollups';
import { analyticsFunnels, analyticsGoals } from '../schema';
import type { EventStore } from '../store/event-store';
import type { TrackedSites } from '../collect/sites';
import { goalRows } from './goal-report';

export interface GoalsDeps {
  db: Database;
  entitlements: Entitlements;
  rollups: Rollups;
  store: EventStore;
  /** The collection endpoint's copy of each project's goals, read again after a change. */
  sites: Pick<TrackedSites, 'forget'>;
}

/** A project's goals (Conversion tracking) and funnels (Advanced analytics). */
export class GoalsService {
  constructor(private readonly deps: GoalsDeps) {}

  /** Kept until the workspace's projects or goals change (db/workspace-reads.ts); the plan is checked each time. */
  async list(viewer: Viewer, projectId: string): Promise<Goal[]> {
    const { db, entitlements } = this.deps;
    const goals = await readWorkspaceRows(
      db,
      {
        name: 'analytics.goals',
        tables: ['projects', 'analytics_goals'],
        workspaceId: viewer.workspaceId,
        variant: projectId,
        rows: (list) => list.length,
      },
      async () => {
        await viewersProject(db, viewer, projectId);
        return goalsOf(db, projectId);
      },
    );
    (await entitlements.of(allowanceOf(viewer))).requireFeature('conversion_tracking', goalMessages.goalsNotOnPlan);
    return goals;
  }

  /** Adds a goal; the days that still have their events are rolled up again to count it. */
  async add(viewer: Viewer, projectId: string, target: GoalTarget): Promise<Goal> {
    await this.access(viewer, projectId, 'conversion_tracking');
    const [existing] = await this.deps.db.select({ total: count() }).from(analyticsGoals).where(eq(analyticsGoals.projectId, projectId));
    if ((existing?.total ?? 0) >= maxGoalsPerProject) throw new ServiceError(409, 'TOO_MANY_GOALS', goalMessages.tooManyGoals);
    const [goal] = await this.deps.db
      .insert(analyticsGoals)
      .values({ projectId, workspaceId: viewer.workspaceId, kind: target.kind, value: target.value })
      .onConflictDoNothing()
      .returning();
    if (!goal) throw new ServiceError(409, 'GOAL_EXISTS', goalMessages.goalExists);
    this.deps.sites.forget(projectId);
    await this.deps.rollups.redoProject(projectId);
    return goalOf(goal);
  }

  async remove(viewer: Viewer, projectId: string, goalId: string): Promise<void> {
    await this.access(viewer, projectId, 'conversion_tracking');
    const [removed] = await this.deps.db
      .delete(analyticsGoals)
      .where(and(eq(analyticsGoals.id, goalId), eq(analyticsGoals.projectId, projectId)))
      .returning({ id: analyticsGoals.id });
    if (!removed) throw notFound();
    this.deps.sites.forget(projectId);
    // Its rows go at once; the other figures of those days do not change.
    await this.deps.db.execute(sql`
      delete from analytics_rollups
      where project_id = ${projectId} and dimension in ('goal', 'goal-source', 'goal-revenue') and (value = ${goalId} or value like ${`${goalId}:%`})`);
  }

  async report(viewer: Viewer, projectId: string, query: ReportQuery): Promise<GoalRow[]> {
    const goals = await this.list(viewer, projectId);
    if (goals.length === 0) return [];
    await this.deps.rollups.refresh(projectId, refreshedBeforeReport);
    return goalRows(this.deps.db, projectId, goals, reportPeriod(query, new Date()));
  }

  async funnels(viewer: Viewer, projectId: string): Promise<Funnel[]> {
    await this.access(viewer, projectId, 'advanced_analytics');
    const rows = await this.deps.db
      .select()
      .from(analyticsFunnels)
      .where(eq(analyticsFunnels.projectId, projectId))
      .orderBy(asc(analyticsFunnels.createdAt));
    return rows.map(funnelOf);
  }

  async addFunnel(viewer: Viewer, projectId: string, input: FunnelInput): Promise<Funnel> {
    await this.access(viewer, projectId, 'advanced_analytics');
    const [existing] = await this.deps.db
      .select({ total: count() })
      .from(analyticsFunnels)
      .where(eq(analyticsFunnels.projectId, projectId));
    if ((existing?.total ?? 0) >= maxFunnelsPerProject) throw new ServiceError(409, 'TOO_MANY_FUNNELS', goalMessages.tooManyFunnels);
    const [funnel] = await this.deps.db
      .insert(analyticsFunnels)
      .values({ projectId, workspaceId: viewer.workspaceId, name: input.name, steps: input.steps })
      .returning();
    return funnelOf(funnel!);
  }

  async removeFunnel(viewer: Viewer, projectId: string, funnelId: string): Promise<void> {
    await this.access(viewer, projectId, 'advanced_analytics');
    const [removed] = await this.deps.db
      .delete(analyticsFunnels)
      .where(and(eq(analyticsFunnels.id, funnelId), eq(analyticsFunnels.projectId, projectId)))
      .returning({ id: analyticsFunnels.id });
    if (!removed) throw notFound();
  }

  /** Visitors of the period who went through the steps in order (on one day: visitors are daily). */
  async funnelReport(viewer: Viewer, projectId: string, funnelId: string, query: ReportQuery): Promise<FunnelReport> {
    await this.access(viewer, projectId, 'advanced_analytics');
    const [row] = await this.deps.db
      .select()
      .from(analyticsFunnels)
      .where(and(eq(analyticsFunnels.id, funnelId), eq(analyticsFunnels.projectId, projectId)));
    if (!row) throw notFound();
    const funnel = funnelOf(row);
    const period = reportPeriod(query, new Date());
    const { start, end } = periodBounds(period.from, period.to);
    const reached = await this.deps.store.funnelReach(projectId, funnel.steps, start, end);
    const first = reached[0] ?? 0;
    return {
      funnel,
      steps: funnel.steps.map((step, index) => {
        const visitors = reached[index] ?? 0;
        const before = index === 0 ? null : (reached[index - 1] ?? 0);
        return {
          label: goalLabel(step),
          visitors,
          fromStart: first > 0 ? percent(visitors, first) : 0,
          dropOff: before === null ? null : before > 0 ? percent(before - visitors, before) : 0,
        };
      }),
    };
  }

  private async access(viewer: Viewer, projectId: string, feature: 'conversion_tracking' | 'advanced_analytics') {
    await viewersProject(this.deps.db, viewer, projectId);
    const message = feature === 'conversion_tracking' ? goalMessages.goalsNotOnPlan : goalMessages.funnelsNotOnPlan;
    (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeature(feature, message);
  }
}

/** A project's goals, oldest first. */
export async function goalsOf(db: Database, projectId: string): Promise<Goal[]> {
  const rows = await db.select().from(analyticsGoals).where(eq(analyticsGoals.projectId, projectId)).orderBy(asc(analyticsGoals.createdAt));
  return rows.map(goalOf);
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 1000) / 10;

function goalOf(row: typeof analyticsGoals.$inferSelect): Goal {
  return { id: row.id, kind: row.kind, value: row.value, createdAt: row.createdAt.toISOString() };
}

function funnelOf(row: typeof analyticsFunnels.$inferSelect): Funnel {
  return { id: row.id, name: row.name, steps: row.steps, createdAt: row.createdAt.toISOString() };
}
