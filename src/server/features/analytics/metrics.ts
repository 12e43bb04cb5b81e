import { sql } from 'drizzle-orm';
import type { AreaMetric, MetricPeriod, MetricReading } from '../../lib/area-metric';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { refreshedBeforeReport, type Rollups } from './rollup/rollups';

interface Traffic {
  visitors: number;
  pageViews: number;
  visits: number;
  bounces: number;
  engagedMs: number;
  events: number;
  goalVisitors: number;
}

/**
 * The traffic of every project of the workspace, from the rollups (brought up to date first): the
 * current and previous periods, or null for a workspace whose sites never sent a page view. The
 * previous period is null where no data existed before the current one began.
 */
async function trafficOf(db: Database, rollups: Rollups, workspaceId: string, period: MetricPeriod) {
  const projects = rowsOf<{ id: string }>(await db.execute(sql`select id from projects where workspace_id = ${workspaceId}`));
  for (const project of projects) await rollups.refresh(project.id, refreshedBeforeReport);
  const ofWorkspace = sql`project_id in (select id from projects where workspace_id = ${workspaceId})`;
  const rows = rowsOf<Traffic & { period: 'current' | 'previous'; earliest: string | Date }>(
    await db.execute(sql`
      select case when bucket >= ${period.current.start.toISOString()} then 'current' else 'previous' end as period,
        coalesce(sum(visitors) filter (where dimension = ''), 0)::int as visitors,
        coalesce(sum(page_views) filter (where dimension = ''), 0)::int as "pageViews",
        coalesce(sum(visits) filter (where dimension = ''), 0)::int as visits,
        coalesce(sum(bounces) filter (where dimension = ''), 0)::int as bounces,
        coalesce(sum(engaged_ms) filter (where dimension = ''), 0)::float8 as "engagedMs",
        coalesce(sum(events) filter (where dimension = ''), 0)::int as events,
        coalesce(sum(visitors) filter (where dimension = 'goal'), 0)::int as "goalVisitors"
      from analytics_rollups
      where ${ofWorkspace} and dimension in ('', 'goal')
        and bucket >= ${period.previous.start.toISOString()} and bucket < ${period.current.end.toISOString()}
      group by 1`),
  );
  const [first] = rowsOf<{ earliest: string | Date | null; goals: number }>(
    await db.execute(sql`
      select (select min(bucket) from analytics_rollups where ${ofWorkspace} and dimension = '') as earliest,
        (select count(*)::int from analytics_goals where workspace_id = ${workspaceId}) as goals`),
  );
  if (!first?.earliest) return null;
  const pick = (wanted: 'current' | 'previous'): Traffic => {
    const row = rows.find((found) => found.period === wanted);
    return {
      visitors: Number(row?.visitors ?? 0),
      pageViews: Number(row?.pageViews ?? 0),
      visits: Number(row?.visits ?? 0),
      bounces: Number(row?.bounces ?? 0),
      engagedMs: Number(row?.engagedMs ?? 0),
      events: Number(row?.events ?? 0),
      goalVisitors: Number(row?.goalVisitors ?? 0),
    };
  };
  return {
    current: pick('current'),
    previous: new Date(first.earliest) < period.current.start ? pick('previous') : null,
    hasGoals: Number(first.goals) > 0,
  };
}

const bounceRate = (traffic: Traffic) => (traffic.visits > 0 ? Math.round((traffic.bounces / traffic.visits) * 1000) / 10 : null);
const visitSeconds = (traffic: Traffic) =>
  traffic.visits > 0 && traffic.engagedMs > 0 ? Math.round(traffic.engagedMs / traffic.visits / 1000) : null;

/** Analytics' figures for custom dashboards (ADR 039): every tracked site of the workspace together. */
export function analyticsMetrics(rollups: Rollups): AreaMetric[] {
  const metric = (
    id: string,
    label: string,
    format: AreaMetric['format'],
    figure: (traffic: Traffic, hasGoals: boolean) => number | null,
    lowerIsBetter?: boolean,
  ): AreaMetric => ({
    id: `analytics.${id}`,
    lowerIsBetter,
    area: 'analytics',
    label,
    format,
    async read(db, workspaceId, period): Promise<MetricReading> {
      const traffic = await trafficOf(db, rollups, workspaceId, period);
      if (!traffic) return { value: null, previous: null };
      return {
        value: figure(traffic.current, traffic.hasGoals),
        previous: traffic.previous ? figure(traffic.previous, traffic.hasGoals) : null,
      };
    },
  });
  return [
    metric('visitors', 'Visitors', 'count', (traffic) => traffic.visitors),
    metric('page_views', 'Page views', 'count', (traffic) => traffic.pageViews),
    metric('bounce_rate', 'Bounce rate', 'percent', bounceRate, true),
    metric('visit_duration', 'Visit duration', 'duration', visitSeconds),
    // Visitors who reached a goal; a workspace without goals counts its sites' own events, as the report does.
    metric('conversions', 'Conversions', 'count', (traffic, hasGoals) => (hasGoals ? traffic.goalVisitors : traffic.events)),
  ];
}
