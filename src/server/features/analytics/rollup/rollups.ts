import { and, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import { rowsOf } from '../../../db/rows';
import { analyticsGoals, analyticsRollups } from '../schema';
import type { EventStore } from '../store/event-store';
import { type RawEvent, type RollupRow, rollupDay } from './rollup-day';

const rollupColumns = Object.entries(getTableColumns(analyticsRollups)).map(([key, column]) => ({
  key: key as keyof RollupRow | 'projectId',
  name: column.name,
}));
const rollupColumnList = sql.raw(rollupColumns.map((column) => `"${column.name}"`).join(', '));

/** Stale days (newest first) a report brings up to date itself before reading; the worker does the rest. */
export const refreshedBeforeReport = 40;
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
    private readonly logger: Pick<Logger, 'error'> = { error: () => undefined },
  ) {}

  /**
   * Recomputes up to `atMost` stale days, of one project or of all; answers how many. A day is tried
   * once per call: a busy day marked stale again meanwhile waits for the next call instead of being
   * redone over and over, and a day that fails (logged, left stale) does not hold up the others.
   */
  async refresh(projectId: string | null, atMost: number): Promise<number> {
    const tried: string[] = [];
    let done = 0;
    while (tried.length < atMost) {
      let claimed: string | null = null;
      try {
        claimed = await this.refreshOne(projectId, tried);
      } catch (error) {
        const day = (error as { day?: string }).day;
        if (!day) throw error;
        this.logger.error('analytics rollup of a day failed; it stays stale', { day, error: (error as Error).message });
        tried.push(day);
        continue;
      }
      if (!claimed) break;
      tried.push(claimed);
      done++;
    }
    return done;
  }

  /** Claims and recomputes one stale day not yet tried; answers its key (project/day), null when none is left. */
  private refreshOne(projectId: string | null, tried: readonly string[]): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const conditions = [
        ...(projectId ? [sql`project_id = ${projectId}`] : []),
        ...(tried.length > 0
          ? [
              sql`project_id::text || '/' || day::text not in (${sql.join(
                tried.map((key) => sql`${key}`),
                sql`, `,
              )})`,
            ]
          : []),
      ];
      const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
      const claimed = rowsOf<{ project_id: string; day: string }>(
        await tx.execute(sql`
          delete from analytics_stale_days
          where (project_id, day) = (select project_id, day from analytics_stale_days ${where} order by day desc limit 1 for update skip locked)
          returning project_id, day::text as day`),
      )[0];
      if (!claimed) return null;
      const key = `${claimed.project_id}/${claimed.day}`;
      try {
        await this.recompute(tx, claimed.project_id, claimed.day);
      } catch (error) {
        throw Object.assign(error as Error, { day: key });
      }
      return key;
    });
  }

  /** One day's rollups, recomputed from its events and the project's goals, replacing what was there. */
  private async recompute(tx: Database, projectId: string, day: string): Promise<void> {
    const start = new Date(`${day}T00:00:00Z`);
    const end = new Date(start.getTime() + dayMs);
    const events = await this.store.eventsBetween(tx, projectId, start, end);
    const rows = rollupDay(start, events, await goalsOf(tx, projectId));
    await tx
      .delete(analyticsRollups)
      .where(and(eq(analyticsRollups.projectId, projectId), gte(analyticsRollups.bucket, start), lt(analyticsRollups.bucket, end)));
    await insertRollups(tx, projectId, rows);
  }

  /**
   * The rollups of a project that has no rollups yet, made from its events in hand (the Sample
   * workspace's traffic, just appended): the rows a recompute of each day would make, without reading
   * the events back day by day; the days' stale marks are cleared.
   */
  async writeNewProject(tx: Database, projectId: string, events: readonly RawEvent[]): Promise<void> {
    const goals = await goalsOf(tx, projectId);
    const byDay = new Map<number, RawEvent[]>();
    for (const event of [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
      const day = startOfDay(event.occurredAt).getTime();
      const dayEvents = byDay.get(day);
      if (dayEvents) dayEvents.push(event);
      else byDay.set(day, [event]);
    }
    const rows = [...byDay].flatMap(([day, dayEvents]) => rollupDay(new Date(day), dayEvents, goals));
    await tx.execute(sql`delete from analytics_stale_days where project_id = ${projectId}`);
    await insertRollups(tx, projectId, rows);
  }

  /** Stale marks of days whose events the retention purged: recomputing them would empty their rollups. */
  async forgetBefore(cutoff: Date): Promise<void> {
    await this.db.execute(sql`delete from analytics_stale_days where day < ${cutoff.toISOString().slice(0, 10)}`);
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

const goalsOf = (tx: Database, projectId: string) =>
  tx
    .select({ id: analyticsGoals.id, kind: analyticsGoals.kind, value: analyticsGoals.value })
    .from(analyticsGoals)
    .where(eq(analyticsGoals.projectId, projectId));

/**
 * Rollup rows as one JSON parameter, as the event store writes events: a multi-row VALUES would bind
 * thirteen parameters a row, and a day of a busy site has thousands of rows.
 */
async function insertRollups(tx: Database, projectId: string, rows: readonly RollupRow[]): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, name } of rollupColumns) {
      const value = key === 'projectId' ? projectId : row[key];
      record[name] = value instanceof Date ? value.toISOString() : value;
    }
    return record;
  });
  await tx.execute(sql`
    insert into analytics_rollups (${rollupColumnList})
    select ${rollupColumnList} from json_populate_recordset(null::analytics_rollups, ${JSON.stringify(records)}::json)`);
}
