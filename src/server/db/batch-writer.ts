import type { Logger } from '../logger';

export interface BatchWriterOptions {
  /** Written at least this often. */
  flushEveryMs: number;
  /** Or as soon as this many wait. */
  flushAtCount: number;
}

export const defaultBatchOptions: BatchWriterOptions = { flushEveryMs: 1000, flushAtCount: 2000 };

// Rows kept for a later try while the database does not answer; past this, new ones are dropped.
const keptAtMost = 200_000;

/**
 * Rows arriving thousands a second (analytics events, tracked clicks) wait here and are written
 * together, one insert a batch, every second or every couple of thousand rows: a burst is a few
 * transactions, not one per row. A crash loses at most what waits (ADR 019).
 */
export class BatchWriter<Row> {
  private waiting: Row[] = [];
  private writing: Promise<void> = Promise.resolve();
  /** A flush asked for by a full buffer is under way: the next rows wait for it, not queue another. */
  private fullFlushQueued = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly deps: {
      /** Names the rows in the log: 'analytics events', 'tracked clicks'. */
      what: string;
      write: (rows: readonly Row[]) => Promise<void>;
      logger: Logger;
    },
    private readonly options: BatchWriterOptions = defaultBatchOptions,
  ) {
    this.timer = setInterval(() => void this.flush(), options.flushEveryMs);
    this.timer.unref();
  }

  add(row: Row): void {
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
      this.deps.logger.error(`${this.deps.what} not written; kept for the next try`, {
        count: rows.length,
        error: (error as Error).message,
      });
      this.waiting = [...rows, ...this.waiting].slice(0, keptAtMost);
    }
  }

  /**
   * A row the database refuses as data (a value out of range, a link deleted since the click) would
   * fail its batch on every try: the batch is halved until that row stands alone, and it alone is
   * dropped. Any other failure (the database away) is thrown, so the rows wait for the next try.
   */
  private async writeIsolatingBadRows(rows: readonly Row[]): Promise<void> {
    try {
      await this.deps.write(rows);
    } catch (error) {
      if (!isDataError(error)) throw error;
      if (rows.length === 1) {
        this.deps.logger.error(`one of the ${this.deps.what} the database refuses was dropped`, { error: (error as Error).message });
        return;
      }
      const half = Math.ceil(rows.length / 2);
      await this.writeIsolatingBadRows(rows.slice(0, half));
      await this.writeIsolatingBadRows(rows.slice(half));
    }
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
