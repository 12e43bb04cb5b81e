import { sql } from 'drizzle-orm';
import { type Channel, type ReportPeriod, channels } from '@/shared/analytics/analytics';
import type { Goal, GoalRow } from '@/shared/analytics/goals';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { periodBounds } from '../report/period';

interface Rolled {
  dimension: string;
  value: string;
  visitors: number;
  revenue: number;
}

/** Each goal's conversions over the period, overall and by source, from the rollups. */
export async function goalRows(db: Database, projectId: string, goals: readonly Goal[], period: ReportPeriod): Promise<GoalRow[]> {
  const { start, end } = periodBounds(period.from, period.to);
  const rows = rowsOf<Rolled>(
    await db.execute(sql`
      select dimension, value, sum(visitors)::int as visitors, sum(revenue)::float8 as revenue
      from analytics_rollups
      where project_id = ${projectId} and bucket >= ${start.toISOString()} and bucket < ${end.toISOString()}
        and dimension in ('', 'channel', 'goal', 'goal-source', 'goal-revenue')
      group by 1, 2`),
  ).map((row) => ({ ...row, visitors: Number(row.visitors), revenue: Number(row.revenue) }));
  const of = (dimension: string) => rows.filter((row) => row.dimension === dimension);
  const visitors = of('').reduce((sum, row) => sum + row.visitors, 0);
  const channelVisitors = new Map(of('channel').map((row) => [row.value, row.visitors]));
  const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

  return goals.map((goal) => {
    const conversions = of('goal').find((row) => row.value === goal.id)?.visitors ?? 0;
    const sources = of('goal-source')
      .filter((row) => row.value.startsWith(`${goal.id}:`))
      .map((row) => ({ channel: row.value.slice(goal.id.length + 1) as Channel, conversions: row.visitors }))
      .filter((row) => channels.includes(row.channel))
      .map((row) => ({ ...row, conversionRate: rate(row.conversions, channelVisitors.get(row.channel) ?? 0) }))
      .sort((a, b) => b.conversions - a.conversions);
    const revenue = of('goal-revenue')
      .filter((row) => row.value.startsWith(`${goal.id}:`))
      .sort((a, b) => b.revenue - a.revenue)[0];
    return {
      ...goal,
      conversions,
      conversionRate: rate(conversions, visitors),
      revenue: revenue ? { amount: revenue.revenue, currency: revenue.value.slice(goal.id.length + 1) } : null,
      sources,
    };
  });
}
