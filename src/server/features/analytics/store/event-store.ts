import type { GoalTarget } from '@/shared/analytics/goals';
import type { Database } from '../../../db/database';
import type { EventRow } from '../collect/event-row';
import type { RawEvent } from '../rollup/rollup-day';

/**
 * Where the raw events live (ADR 019). Everything that writes or reads them goes through here, so
 * moving them to ClickHouse when one PostgreSQL is not enough is a second implementation of this
 * interface; the rollups, goals and settings stay in PostgreSQL.
 */
export interface EventStore {
  /**
   * Stores one batch from the buffer and marks the project days it touched stale, so their rollups
   * are redone. Resolves once both are durable.
   */
  append(rows: readonly EventRow[]): Promise<void>;
  /**
   * A project's events in [start, end), oldest first: what a day's rollups are computed from.
   * `claim` is the PostgreSQL transaction that claimed the day; a store kept elsewhere ignores it.
   */
  eventsBetween(claim: Database, projectId: string, start: Date, end: Date): Promise<RawEvent[]>;
  /** Distinct visitors seen since `since` (realtime). */
  visitorsSince(projectId: string, since: Date): Promise<number>;
  /** When the project's first event arrived; null before any did. */
  firstEventAt(projectId: string): Promise<Date | null>;
  /** How many visitors of [start, end) completed each of the ordered steps, in that order. */
  funnelReach(projectId: string, steps: readonly GoalTarget[], start: Date, end: Date): Promise<number[]>;
  /** Deletes events older than the retention; their rollups stay. */
  purgeBefore(cutoff: Date): Promise<void>;
}
