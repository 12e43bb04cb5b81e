import { sql } from 'drizzle-orm';
import {
  type AnalyticsReport,
  type BreakdownRow,
  type Channel,
  type ComparedFigure,
  type PageRow,
  type ReportPeriod,
  channels,
  percentChange,
} from '@/shared/analytics/analytics';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { daysOf, periodBounds } from './period';

interface Totals {
  visitors: number;
  pageViews: number;
  visits: number;
  bounces: number;
  engagedMs: number;
  events: number;
}

interface Breakdown extends Totals {
  dimension: string;
  value: string;
  entries: number;
  exits: number;
  revenue: number;
}

type Period = 'current' | 'previous';

const noTotals: Totals = { visitors: 0, pageViews: 0, visits: 0, bounces: 0, engagedMs: 0, events: 0 };
/** Dimensions compared with the previous period as well. */
const comparedDimensions = ['channel', 'revenue', 'goal'];

/**
 * The report over a period, read from the rollups only (they must be up to date first). Conversions
 * are the visitors who reached a goal; a project without goals counts its own events instead.
 */
export async function buildReport(
  db: Database,
  projectId: string,
  period: ReportPeriod,
  options: { countriesKnown: boolean; goalIds: readonly string[] },
): Promise<AnalyticsReport> {
  const current = periodBounds(period.from, period.to);
  const previous = periodBounds(period.previousFrom, period.previousTo);
  const [earliest, totals, series, breakdowns] = await Promise.all([
    earliestBucket(db, projectId),
    totalsByPeriod(db, projectId, previous.start, current.start, current.end),
    dailySeries(db, projectId, current.start, current.end),
    breakdownsByPeriod(db, projectId, previous.start, current.start, current.end),
  ]);
  // An earlier period counts only where data existed before this one began.
  const hasEarlierData = earliest !== null && earliest < current.start;
  const compared = (value: number, before: number): ComparedFigure => {
    const previousValue = hasEarlierData ? before : null;
    return { value, previous: previousValue, change: percentChange(value, previousValue) };
  };
  const now = totals.current;
  const before = totals.previous;
  const of = (wanted: Period, dimension: string) => breakdowns.filter((row) => row.period === wanted && row.dimension === dimension);

  // Only the goals that exist now: a goal removed while its day was being recomputed may leave rows.
  const goals = new Set(options.goalIds);
  const ofGoals = (wanted: Period) => of(wanted, 'goal').filter((row) => goals.has(row.value));
  const revenue = revenueFigure(of('current', 'revenue'), of('previous', 'revenue'), hasEarlierData);
  return {
    period,
    hasData: earliest !== null,
    kpis: {
      visitors: compared(now.visitors, before.visitors),
      pageViews: compared(now.pageViews, before.pageViews),
      conversions:
        goals.size > 0 ? compared(sumVisitors(ofGoals('current')), sumVisitors(ofGoals('previous'))) : compared(now.events, before.events),
      revenue,
      bounceRate: now.visits > 0 ? Math.round((now.bounces / now.visits) * 1000) / 10 : null,
      visitDurationSeconds: now.visits > 0 && now.engagedMs > 0 ? Math.round(now.engagedMs / now.visits / 1000) : null,
    },
    series: seriesOf(series, period),
    sources: sourcesOf(of('current', 'channel'), of('previous', 'channel'), hasEarlierData),
    pages: of('current', 'page')
      .filter((row) => row.pageViews > 0)
      .map(pageRow)
      .sort(byVisitors),
    entryPages: ranked(of('current', 'page'), (row) => row.entries),
    exitPages: ranked(of('current', 'page'), (row) => row.exits),
    referrers: ranked(of('current', 'referrer'), (row) => row.visitors),
    campaigns: ranked(of('current', 'campaign'), (row) => row.visitors),
    browsers: ranked(of('current', 'browser'), (row) => row.visitors),
    operatingSystems: ranked(of('current', 'os'), (row) => row.visitors),
    devices: ranked(of('current', 'device'), (row) => row.visitors),
    countries: options.countriesKnown ? ranked(of('current', 'country'), (row) => row.visitors) : null,
    events: of('current', 'event')
      .map((row) => ({ name: row.value, count: row.events, visitors: row.visitors }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
  };
}

/** Visitors over the last 30 days against the 30 before, as a percentage; null without earlier data. */
export async function visitorsChange(db: Database, projectId: string, period: ReportPeriod): Promise<number | null> {
  const current = periodBounds(period.from, period.to);
  const previous = periodBounds(period.previousFrom, period.previousTo);
  const [earliest, totals] = await Promise.all([
    earliestBucket(db, projectId),
    totalsByPeriod(db, projectId, previous.start, current.start, current.end),
  ]);
  if (earliest === null || earliest >= current.start) return null;
  return percentChange(totals.current.visitors, totals.previous.visitors);
}

async function earliestBucket(db: Database, projectId: string): Promise<Date | null> {
  const [row] = rowsOf<{ earliest: string | Date | null }>(
    await db.execute(sql`select min(bucket) as earliest from analytics_rollups where project_id = ${projectId} and dimension = ''`),
  );
  return row?.earliest ? new Date(row.earliest) : null;
}

const sums = sql`sum(visitors)::int as visitors, sum(page_views)::int as "pageViews", sum(visits)::int as visits,
  sum(bounces)::int as bounces, sum(engaged_ms)::float8 as "engagedMs", sum(events)::int as events`;

const periodOf = (currentStart: Date) => sql`case when bucket >= ${currentStart.toISOString()} then 'current' else 'previous' end`;

async function totalsByPeriod(db: Database, projectId: string, previousStart: Date, currentStart: Date, end: Date) {
  const rows = rowsOf<Totals & { period: Period }>(
    await db.execute(sql`
      select ${periodOf(currentStart)} as period, ${sums}
      from analytics_rollups
      where project_id = ${projectId} and dimension = '' and bucket >= ${previousStart.toISOString()} and bucket < ${end.toISOString()}
      group by 1`),
  );
  const pick = (period: Period): Totals => {
    const found = rows.find((row) => row.period === period);
    return found ? numbers(found) : noTotals;
  };
  return { current: pick('current'), previous: pick('previous') };
}

async function dailySeries(db: Database, projectId: string, start: Date, end: Date) {
  return rowsOf<{ day: string; visitors: number; pageViews: number }>(
    await db.execute(sql`
      select to_char(bucket at time zone 'UTC', 'YYYY-MM-DD') as day, sum(visitors)::int as visitors, sum(page_views)::int as "pageViews"
      from analytics_rollups
      where project_id = ${projectId} and dimension = '' and bucket >= ${start.toISOString()} and bucket < ${end.toISOString()}
      group by 1`),
  );
}

async function breakdownsByPeriod(db: Database, projectId: string, previousStart: Date, currentStart: Date, end: Date) {
  const rows = rowsOf<Breakdown & { period: Period }>(
    await db.execute(sql`
      select ${periodOf(currentStart)} as period, dimension, value, ${sums},
        sum(entries)::int as entries, sum(exits)::int as exits, sum(revenue)::float8 as revenue
      from analytics_rollups
      where project_id = ${projectId} and dimension <> '' and bucket < ${end.toISOString()}
        and (bucket >= ${currentStart.toISOString()}
          or (bucket >= ${previousStart.toISOString()} and dimension in (${sql.join(
            comparedDimensions.map((name) => sql`${name}`),
            sql`, `,
          )})))
      group by 1, 2, 3`),
  );
  return rows.map((row) => ({
    ...numbers(row),
    period: row.period,
    dimension: row.dimension,
    value: row.value,
    entries: Number(row.entries),
    exits: Number(row.exits),
    revenue: Number(row.revenue),
  }));
}

const sumVisitors = (rows: readonly Breakdown[]) => rows.reduce((sum, row) => sum + row.visitors, 0);

function numbers(row: Totals): Totals {
  return {
    visitors: Number(row.visitors),
    pageViews: Number(row.pageViews),
    visits: Number(row.visits),
    bounces: Number(row.bounces),
    engagedMs: Number(row.engagedMs),
    events: Number(row.events),
  };
}

function seriesOf(rows: readonly { day: string; visitors: number; pageViews: number }[], period: ReportPeriod) {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return daysOf(period.from, period.to).map((date) => ({
    date,
    visitors: Number(byDay.get(date)?.visitors ?? 0),
    pageViews: Number(byDay.get(date)?.pageViews ?? 0),
  }));
}

function sourcesOf(current: readonly Breakdown[], previous: readonly Breakdown[], hasEarlierData: boolean) {
  const total = current.reduce((sum, row) => sum + row.visitors, 0);
  const visitorsOf = (rows: readonly Breakdown[], channel: Channel) => rows.find((row) => row.value === channel)?.visitors ?? 0;
  return channels
    .map((channel) => {
      const visitors = visitorsOf(current, channel);
      return {
        channel,
        visitors,
        share: total > 0 ? Math.round((visitors / total) * 1000) / 10 : 0,
        change: hasEarlierData ? percentChange(visitors, visitorsOf(previous, channel)) : null,
      };
    })
    .filter((row) => row.visitors > 0)
    .sort((a, b) => b.visitors - a.visitors);
}

function revenueFigure(current: readonly Breakdown[], previous: readonly Breakdown[], hasEarlierData: boolean) {
  const largest = [...current].sort((a, b) => b.revenue - a.revenue)[0] ?? [...previous].sort((a, b) => b.revenue - a.revenue)[0];
  const currency = largest?.value ?? null;
  const value = current.find((row) => row.value === currency)?.revenue ?? 0;
  const before = hasEarlierData ? (previous.find((row) => row.value === currency)?.revenue ?? 0) : null;
  return { value, previous: before, change: percentChange(value, before), currency };
}

function pageRow(row: Breakdown): PageRow {
  return {
    path: row.value,
    visitors: row.visitors,
    pageViews: row.pageViews,
    timeOnPageSeconds: row.engagedMs > 0 && row.pageViews > 0 ? Math.round(row.engagedMs / row.pageViews / 1000) : null,
    bounceRate: row.entries > 0 ? Math.round((row.bounces / row.entries) * 1000) / 10 : null,
  };
}

const byVisitors = (a: PageRow, b: PageRow) => b.visitors - a.visitors || b.pageViews - a.pageViews || a.path.localeCompare(b.path);

/** Rows with a count, largest first; at most 100. */
function ranked(rows: readonly Breakdown[], countOf: (row: Breakdown) => number): BreakdownRow[] {
  return rows
    .map((row) => ({ name: row.value, visitors: countOf(row) }))
    .filter((row) => row.visitors > 0)
    .sort((a, b) => b.visitors - a.visitors || a.name.localeCompare(b.name))
    .slice(0, 100);
}
