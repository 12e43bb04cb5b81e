import type { Database } from './database';

/** Tables whose changes are announced per workspace on `workspaceRowsChannel` (migration 0012). */
export type WatchedTable = 'projects' | 'content';

export const workspaceRowsChannel = 'workspace_rows_changed';

export interface WorkspaceRead<T> {
  table: WatchedTable;
  workspaceId: string;
  /** What tells this read from the workspace's other reads of the table: its filters and page. */
  variant: string;
  /** How many rows the answer holds, for the memory bound. */
  rows: (answer: T) => number;
}

interface Limits {
  /** Workspace and table pairs kept. */
  scopes: number;
  variantsPerScope: number;
  /** Rows kept over all answers. */
  rows: number;
}

interface Answer {
  value: unknown;
  rows: number;
}

/**
 * Answers of list reads per workspace, kept in memory until a row of their table in that workspace
 * changes. Only the embedded database has one (ADR 014): PGlite belongs to this process alone,
 * every write goes through it, and the notice of a committed change reaches `changed` before the
 * writing call returns, whoever wrote (a route, a job, the sample loader, a cascade). On PostgreSQL
 * other processes write too, so reads there always go to the database.
 *
 * Answers are shared between requests, so they are frozen: code that changed one would fail
 * loudly instead of changing it for everyone.
 */
export class WorkspaceReadCache {
  private readonly scopes = new Map<string, Map<string, Answer>>();
  /** Reads under way, so that many requests missing at once run one query. */
  private readonly reading = new Map<string, Promise<unknown>>();
  /** Moves on every change, so a read that overlapped one is not stored. */
  private generation = 0;
  private storedRows = 0;

  constructor(private readonly limits: Limits = { scopes: 1000, variantsPerScope: 16, rows: 10_000 }) {}

  async read<T>(query: WorkspaceRead<T>, load: () => Promise<T>): Promise<T> {
    const scope = `${query.table}:${query.workspaceId}`;
    const stored = this.scopes.get(scope)?.get(query.variant);
    if (stored) return stored.value as T;

    const key = `${scope}\n${query.variant}`;
    const underWay = this.reading.get(key);
    if (underWay) return underWay as Promise<T>;

    const readAt = this.generation;
    const reading = load()
      .then((value) => {
        freeze(value);
        if (readAt === this.generation) this.store(scope, query.variant, { value, rows: query.rows(value) });
        return value;
      })
      .finally(() => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
      });
    this.reading.set(key, reading);
    return reading;
  }

  /** A change notice: "<table>:<workspace id>", or "<table>:*" when the whole table changed. */
  changed(notice: string): void {
    this.generation++;
    // Reads already under way may have missed the change: later requests start their own.
    this.reading.clear();
    const separator = notice.indexOf(':');
    const table = notice.slice(0, separator);
    const workspaceId = notice.slice(separator + 1);
    if (workspaceId !== '*') {
      this.forget(`${table}:${workspaceId}`);
      return;
    }
    for (const scope of [...this.scopes.keys()]) if (scope.startsWith(`${table}:`)) this.forget(scope);
  }

  private store(scope: string, variant: string, answer: Answer) {
    if (answer.rows > this.limits.rows) return;
    let variants = this.scopes.get(scope);
    if (!variants) {
      variants = new Map();
      this.scopes.set(scope, variants);
    }
    const replaced = variants.get(variant);
    if (replaced) this.storedRows -= replaced.rows;
    variants.delete(variant);
    variants.set(variant, answer);
    this.storedRows += answer.rows;
    if (variants.size > this.limits.variantsPerScope) {
      const [oldest, dropped] = variants.entries().next().value as [string, Answer];
      variants.delete(oldest);
      this.storedRows -= dropped.rows;
    }
    // The oldest workspaces go first when the cache is over its bounds.
    for (const oldest of this.scopes.keys()) {
      if (this.scopes.size <= this.limits.scopes && this.storedRows <= this.limits.rows) break;
      this.forget(oldest);
    }
  }

  private forget(scope: string) {
    const variants = this.scopes.get(scope);
    if (!variants) return;
    for (const answer of variants.values()) this.storedRows -= answer.rows;
    this.scopes.delete(scope);
  }
}

function freeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const part of Object.values(value)) freeze(part);
}

const caches = new WeakMap<Database, WorkspaceReadCache>();

/** Called by `openDatabase` for the embedded database, which listens to the change notices. */
export function attachWorkspaceReadCache(db: Database, cache: WorkspaceReadCache): void {
  caches.set(db, cache);
}

/**
 * `load`'s answer, from the cache when the database has one and nothing in the workspace's table
 * changed since it was read; else `load` runs. `load` must read only `query.table`, scoped to
 * `query.workspaceId`.
 */
export function readWorkspaceRows<T>(db: Database, query: WorkspaceRead<T>, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(query, load) : load();
}
