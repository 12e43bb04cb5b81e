import { type SQL, and, asc, countDistinct, eq, getTableColumns, gt, gte, lt, min, sql } from 'drizzle-orm';
import type { GoalTarget } from '@/shared/analytics/goals';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import type { EventRow } from '../collect/event-row';
import { utcDay } from '../collect/visitor-id';
import type { RawEvent } from '../rollup/rollup-day';
import { analyticsEvents, analyticsStaleDays } from '../schema';
import { pathPatternToLike } from '../goals/path-pattern';
import type { EventStore } from './event-store';

const columns = Object.entries(getTableColumns(analyticsEvents)).map(([key, column]) => ({
  key: key as keyof EventRow,
  name: column.name,
}));
const columnList = sql.raw(columns.map((column) => `"${column.name}"`).join(', '));

/** A row as json_populate_recordset reads it: the table's column names, bigints and dates as text. */
function asRecord(row: EventRow): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const { key, name } of columns) {
    const value = row[key];
    record[name] = typeof value === 'bigint' ? value.toString() : value instanceof Date ? value.toISOString() : (value ?? null);
  }
  return record;
}

/** The events in the same PostgreSQL (or PGlite) as everything else: the default (ADR 019). */
export class PostgresEventStore implements EventStore {
  constructor(private readonly db: Database) {}

  async append(rows: readonly EventRow[]): Promise<void> {
    const staleDays = new Map<string, { projectId: string; day: string }>();
    for (const row of rows) {
      const day = utcDay(row.occurredAt as Date);
      staleDays.set(`${row.projectId}/${day}`, { projectId: row.projectId, day });
    }
    // Sorted, so two processes marking the same days take their locks in the same order.
    const days = [...staleDays.values()].sort((a, b) => `${a.projectId}${a.day}`.localeCompare(`${b.projectId}${b.day}`));
    await this.db.transaction(async (tx) => {
      // One parameter for the whole batch: the database parses it, where a multi-row VALUES would
      // have the driver bind twenty-two parameters a row (several times slower on both engines).
      await tx.execute(sql`
        insert into analytics_events (${columnList})
        select ${columnList} from json_populate_recordset(null::analytics_events, ${JSON.stringify(rows.map(asRecord))}::json)`);
      // An update, not "do nothing": it locks a mark that exists, so a rollup claiming that day (SKIP
      // LOCKED) waits for these events to commit instead of recomputing the day without them.
      if (days.length > 0) {
        await tx
          .insert(analyticsStaleDays)
          .values(days)
          .onConflictDoUpdate({ target: [analyticsStaleDays.projectId, analyticsStaleDays.day], set: { day: sql`excluded.day` } });
      }
    });
  }

  eventsBetween(claim: Database, projectId: string, start: Date, end: Date): Promise<RawEvent[]> {
    return claim
      .select({
        occurredAt: analyticsEvents.occurredAt,
        visitorId: sql<string>`${analyticsEvents.visitorId}::text`,
        name: analyticsEvents.name,
        pathname: analyticsEvents.pathname,
        referrerHost: analyticsEvents.referrerHost,
        channel: analyticsEvents.channel,
        utmCampaign: analyticsEvents.utmCampaign,
        browser: analyticsEvents.browser,
        os: analyticsEvents.os,
        device: analyticsEvents.device,
        country: analyticsEvents.country,
        revenueAmount: analyticsEvents.revenueAmount,
        revenueCurrency: analyticsEvents.revenueCurrency,
        engagedMs: analyticsEvents.engagedMs,
      })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.projectId, projectId), gte(analyticsEvents.occurredAt, start), lt(analyticsEvents.occurredAt, end)))
      .orderBy(asc(analyticsEvents.occurredAt));
  }

  async visitorsSince(projectId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ visitors: countDistinct(analyticsEvents.visitorId) })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.projectId, projectId), gt(analyticsEvents.occurredAt, since)));
    return Number(row?.visitors ?? 0);
  }

  async firstEventAt(projectId: string): Promise<Date | null> {
    const [first] = await this.db
      .select({ at: min(analyticsEvents.occurredAt) })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.projectId, projectId));
    return first?.at ? new Date(first.at) : null;
  }

  /**
   * Step by step in the database, never in this process's memory: for each visitor, the first time
   * step i was reached after step i-1 was (the same as walking their events in order).
   */
  async funnelReach(projectId: string, steps: readonly GoalTarget[], start: Date, end: Date): Promise<number[]> {
    const inPeriod = and(eq(analyticsEvents.projectId, projectId), lt(analyticsEvents.occurredAt, end));
    const reached = steps.map((step, index) => {
      const name = sql.raw(`step_${index}`);
      if (index === 0) {
        return sql`${name} as (
          select visitor_id, min(occurred_at) as at from analytics_events
          where ${inPeriod} and ${gte(analyticsEvents.occurredAt, start)} and ${stepCondition(step)} group by visitor_id)`;
      }
      const before = sql.raw(`step_${index - 1}`);
      return sql`${name} as (
        select analytics_events.visitor_id, min(analytics_events.occurred_at) as at from analytics_events
        join ${before} on ${before}.visitor_id = analytics_events.visitor_id and analytics_events.occurred_at > ${before}.at
        where ${inPeriod} and ${stepCondition(step)} group by analytics_events.visitor_id)`;
    });
    const counts = sql.join(
      steps.map((_, index) => sql`(select count(*) from ${sql.raw(`step_${index}`)})::int as ${sql.raw(`reached_${index}`)}`),
      sql`, `,
    );
    const [row] = rowsOf<Record<string, number>>(await this.db.execute(sql`with ${sql.join(reached, sql`, `)} select ${counts}`));
    return steps.map((_, index) => Number(row?.[`reached_${index}`] ?? 0));
  }

  async purgeBefore(cutoff: Date): Promise<void> {
    await this.db.delete(analyticsEvents).where(lt(analyticsEvents.occurredAt, cutoff));
  }
}

function stepCondition(step: GoalTarget): SQL {
  return step.kind === 'event'
    ? eq(analyticsEvents.name, step.value)
    : (and(eq(analyticsEvents.name, 'pageview'), sql`${analyticsEvents.pathname} like ${pathPatternToLike(step.value)}`) as SQL);
}
