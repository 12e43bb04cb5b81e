import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import { existingProjectIds } from '../../../projects/directory';
import type { EventStore } from '../store/event-store';
import type { EventRow } from './event-row';

export interface EventBufferOptions {
  /** Written at least this often. */
  flushEveryMs: number;
  /** Or as soon as this many wait. */
  flushAtCount: number;
}

export const defaultBufferOptions: EventBufferOptions = { flushEveryMs: 1000, flushAtCount: 2000 };

// Rows kept for a later try while the database does not answer; past this, new ones are dropped.
const keptAtMost = 200_000;

/**
 * Events wait here and are written together, one insert a batch (the event store), every second or
 * every couple of thousand events: a burst of visits is a few transactions, not one per event. A
 * crash loses at most what waits (ADR 019). Each write marks the days it touched stale, so their rollups are redone.
 */
export class EventBuffer {
  private waiting: EventRow[] = [];
  private writing: Promise<void> = Promise.resolve();
  /** A flush asked for by a full buffer is under way: the next events wait for it, not queue another. */
  private fullFlushQueued = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly logger: Logger,
    private readonly options: EventBufferOptions = defaultBufferOptions,
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs);
    this.timer.unref();
  }

  add(row: EventRow): void {
    if (this.waiting.length >= keptAtMost) return;
    this.waiting.push(row);
    if (this.waiting.length >= this.options.flushAtCount && !this.fullFlushQueued) {
      this.fullFlushQueued = true;
      void this.flush().finally(() => (this.fullFlushQueued = false));
    }
  }

  /** Writes what waits now; resolves once it is stored (tests and shutdown wait on it). */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async writeWaiting(): Promise<void> {
    if (this.waiting.length === 0) return;
    const rows = this.waiting;
    this.waiting = [];
    try {
      await this.writeIsolatingBadRows(rows);
    } catch (error) {
      this.logger.error('analytics events not written; kept for the next try', { count: rows.length, error: (error as Error).message });
      this.waiting = [...rows, ...this.waiting].slice(0, keptAtMost);
    }
  }

  /**
   * A row the database refuses as data (a value out of range, say) would fail its batch on every try:
   * the batch is halved until that row stands alone, and it alone is dropped. Any other failure (the
   * database away) is thrown, so the rows wait for the next try.
   */
  private async writeIsolatingBadRows(rows: readonly EventRow[]): Promise<void> {
    try {
      await this.write(rows);
    } catch (error) {
      if (!isDataError(error)) throw error;
      if (rows.length === 1) {
        this.logger.error('an analytics event the database refuses was dropped', {
          projectId: rows[0]?.projectId,
          error: (error as Error).message,
        });
        return;
      }
      const half = Math.ceil(rows.length / 2);
      await this.writeIsolatingBadRows(rows.slice(0, half));
      await this.writeIsolatingBadRows(rows.slice(half));
    }
  }

  private async write(received: readonly EventRow[]): Promise<void> {
    // A project deleted since its events arrived would fail the whole batch on its foreign key.
    const projectIds = [...new Set(received.map((row) => row.projectId))];
    const existing = new Set(await existingProjectIds(this.db, projectIds));
    const rows = received.filter((row) => existing.has(row.projectId));
    if (rows.length === 0) return;
    await this.store.append(rows);
  }
}

/** PostgreSQL's classes 22 (data exception) and 23 (integrity constraint), wherever the driver wraps them. */
function isDataError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23]/.test(code)) return true;
  }
  return false;
}
