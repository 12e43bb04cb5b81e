import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { analyticsEvents, analyticsRollups } from '../schema';
import { type RawEvent, rollupDay } from './rollup-day';

const rowsPerInsert = 1000;
const dayMs = 86_400_000;

/**
 * Keeps the rollups up to date with the events: each stale day (marked by the event buffer) is claimed
 * by one process (SKIP LOCKED) and recomputed from its events in one transaction. Events written while
 * it runs mark the day stale again, so nothing is missed.
 */
export class Rollups {
  constructor(private readonly db: Database) {}

  /** Recomputes up to `atMost` stale days, of one project or of all; answers how many. */
  async refresh(projectId: string | null, atMost: number): Promise<number> {
    let done = 0;
    while (done < atMost && (await this.refreshOne(projectId))) done++;
    return done;
  }

  private refreshOne(projectId: string | null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const ofProject = projectId ? sql`where project_id = ${projectId}` : sql``;
      const claimed = rowsOf<{ project_id: string; day: string }>(
        await tx.execute(sql`
          delete from analytics_stale_days
          where (project_id, day) = (select project_id, day from analytics_stale_days ${ofProject} order by day desc limit 1 for update skip locked)
          returning project_id, day::text as day`),
      )[0];
      if (!claimed) return false;
      const start = new Date(`${claimed.day}T00:00:00Z`);
      const end = new Date(start.getTime() + dayMs);
      const inDay = (column: typeof analyticsEvents.occurredAt | typeof analyticsRollups.bucket) => and(gte(column, start), lt(column, end));
      const events = await tx
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
        .where(and(eq(analyticsEvents.projectId, claimed.project_id), inDay(analyticsEvents.occurredAt)))
        .orderBy(asc(analyticsEvents.occurredAt));
      const rows = rollupDay(start, events satisfies RawEvent[]);
      await tx.delete(analyticsRollups).where(and(eq(analyticsRollups.projectId, claimed.project_id), inDay(analyticsRollups.bucket)));
      for (let first = 0; first < rows.length; first += rowsPerInsert) {
        await tx.insert(analyticsRollups).values(rows.slice(first, first + rowsPerInsert).map((row) => ({ ...row, projectId: claimed.project_id })));
      }
      return true;
    });
  }

  /** Deletes events older than the retention; their rollups stay. */
  async purgeBefore(cutoff: Date): Promise<void> {
    await this.db.delete(analyticsEvents).where(lt(analyticsEvents.occurredAt, cutoff));
  }
}
