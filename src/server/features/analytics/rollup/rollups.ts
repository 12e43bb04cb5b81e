import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { analyticsGoals, analyticsRollups } from '../schema';
import type { EventStore } from '../store/event-store';
import { rollupDay } from './rollup-day';

const rowsPerInsert = 1000;
const dayMs = 86_400_000;

/**
 * Keeps the rollups up to date with the events: each stale day (marked by the event buffer) is claimed
 * by one process (SKIP LOCKED) and recomputed from its events in one transaction. Events written while
 * it runs mark the day stale again, so nothing is missed.
 */
export class Rollups {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

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
            const events = await this.store.eventsBetween(tx, claimed.project_id, start, end);
      const goals = await tx
        .select({ id: analyticsGoals.id, kind: analyticsGoals.kind, value: analyticsGoals.value })
        .from(analyticsGoals)
        .where(eq(analyticsGoals.projectId, claimed.project_id));
      const rows = rollupDay(start, events, goals);
      await tx
        .delete(analyticsRollups)
        .where(and(eq(analyticsRollups.projectId, claimed.project_id), gte(analyticsRollups.bucket, start), lt(analyticsRollups.bucket, end)));
      for (let first = 0; first < rows.length; first += rowsPerInsert) {
        await tx.insert(analyticsRollups).values(rows.slice(first, first + rowsPerInsert).map((row) => ({ ...row, projectId: claimed.project_id })));
      }
      return true;
    });
  }


  /**
   * Marks every day of the project that still has its events stale (goals changed): the worker
   * recomputes them. Days whose events are past the retention keep the rollups they have.
   */
  async redoProject(projectId: string): Promise<void> {
    const first = await this.store.firstEventAt(projectId);
    if (!first) return;
    await this.db.execute(sql`
      insert into analytics_stale_days (project_id, day)
      select distinct project_id, (bucket at time zone 'UTC')::date from analytics_rollups
      where project_id = ${projectId} and dimension = '' and bucket >= ${startOfDay(first).toISOString()}
      on conflict do nothing`);
  }
}

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / dayMs) * dayMs);
