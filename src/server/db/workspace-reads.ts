import type { Database } from './database';

/**
 * Tables whose changes are announced per workspace on `workspaceRowsChannel`: projects and content
 * by a row trigger (migration 0012), the others by a statement trigger (0051). A read kept by the
 * cache names every table it reads; `workspace-reads.test.ts` checks each has its trigger.
 */
export const watchedTables = [
  'projects',
  'content',
  'social_posts',
  'social_post_targets',
  'user',
  'email_lists',
  'email_list_members',
  'subscribers',
  'email_campaigns',
  'email_settings',
  'analytics_events',
  'analytics_goals',
  'seo_tracked_keywords',
  'campaigns',
  'monetization_products',
  'monetization_links',
  'monetization_revenue',
  'outreach_prospects',
  'notifications',
] as const;
export type WatchedTable = (typeof watchedTables)[number];

export const workspaceRowsChannel = 'workspace_rows_changed';

export interface WorkspaceRead<T> {
  /** Which list, e.g. 'social.posts': a workspace's reads are told apart by name and variant. */
  name: string;
  /** Every table the read touches: a change to any of them in the workspace drops the answer. */
  tables: readonly WatchedTable[];
  workspaceId: string;
  /** What tells this read from the workspace's other reads of the list: its filters, page, viewer. */
  variant: string;
  /** How many rows the answer holds, for the memory bound. */
  rows: (answer: T) => number;
}

interface Limits {
  /** Workspaces kept. */
  scopes: number;
  /** Answers kept per workspace, over all its lists. */
  variantsPerScope: number;
  /** Rows kept over all answers. */
  rows: number;
}

interface Options {
  limits?: Limits;
  /**
   * How long an answer may be served at most (PostgreSQL): a bound on what a lost notice could hide,
   * should the listening connection stall without failing. None on PGlite, whose notices cannot be lost.
   */
  maxAgeMs?: number;
  /**
   * True where a write's notice may arrive after the write has answered (PostgreSQL: through a
   * connection of its own). A request that writes then bypasses its workspace's answers while it
   * runs and drops them when it ends (`writing`), so it and its client read what it wrote.
   */
  noticesLag?: boolean;
  now?: () => number;
}

interface Answer {
  value: unknown;
  rows: number;
  tables: readonly WatchedTable[];
  storedAt: number;
}

/**
 * Answers of list reads per workspace, kept in memory until a row of a table they read changes in
 * that workspace (ADR 014, ADR 049). On PGlite the notice of a committed change reaches `changed`
 * before the writing call returns, whoever wrote (a route, a job, the sample loader, a cascade). On
 * PostgreSQL it comes through a listening connection (change-listener.ts), from every process, a
 * moment after the commit; a writing request reads its workspace afresh and drops it before it answers.
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
  /** False while the notices cannot be trusted (the listening connection is down): every read loads. */
  private serving = true;
  /** Workspaces with write requests under way on this process, and how many (where notices lag). */
  private readonly writers = new Map<string, number>();
  private readonly limits: Limits;
  private readonly now: () => number;

  constructor(private readonly options: Options = {}) {
    this.limits = options.limits ?? { scopes: 1000, variantsPerScope: 64, rows: 20_000 };
    this.now = options.now ?? Date.now;
  }

  async read<T>(query: WorkspaceRead<T>, load: () => Promise<T>): Promise<T> {
    if (!this.serving || this.writers.has(query.workspaceId)) return load();
    const key = `${query.name}\n${query.variant}`;
    const stored = this.scopes.get(query.workspaceId)?.get(key);
    if (stored && !this.tooOld(stored)) return stored.value as T;

    const readingKey = `${query.workspaceId}\n${key}`;
    const underWay = this.reading.get(readingKey);
    if (underWay) return underWay as Promise<T>;

    const readAt = this.generation;
    const reading = load()
      .then((value) => {
        freeze(value);
        if (readAt === this.generation && this.serving && !this.writers.has(query.workspaceId)) {
          this.store(query.workspaceId, key, { value, rows: query.rows(value), tables: query.tables, storedAt: this.now() });
        }
        return value;
      })
      .finally(() => {
        if (this.reading.get(readingKey) === reading) this.reading.delete(readingKey);
      });
    this.reading.set(readingKey, reading);
    return reading;
  }

  /** A change notice: "<table>:<workspace id>", or "<table>:*" when the workspace is not known. */
  changed(notice: string): void {
    this.moveOn();
    const separator = notice.indexOf(':');
    const table = notice.slice(0, separator);
    const workspaceId = notice.slice(separator + 1);
    if (workspaceId !== '*') {
      this.forgetReadsOf(workspaceId, table);
      return;
    }
    for (const scope of [...this.scopes.keys()]) this.forgetReadsOf(scope, table);
  }

  /**
   * A request that may write in the workspace runs `work`. Where notices lag, the workspace's reads
   * go to the database meanwhile (the request's own reads see its writes), and what was kept of it
   * goes when it ends, before its answer leaves.
   */
  async writing<T>(workspaceId: string, work: () => Promise<T>): Promise<T> {
    if (!this.options.noticesLag) return work();
    this.writers.set(workspaceId, (this.writers.get(workspaceId) ?? 0) + 1);
    try {
      return await work();
    } finally {
      const others = (this.writers.get(workspaceId) ?? 1) - 1;
      if (others > 0) this.writers.set(workspaceId, others);
      else this.writers.delete(workspaceId);
      this.moveOn();
      this.forget(workspaceId);
    }
  }

  /** The notices stopped (their connection failed): nothing is kept or served until `resume`. */
  suspend(): void {
    this.serving = false;
    this.forgetAll();
  }

  /** Listening again: what was read before may have missed notices, so the cache starts empty. */
  resume(): void {
    this.forgetAll();
    this.serving = true;
  }

  private tooOld(answer: Answer): boolean {
    return this.options.maxAgeMs !== undefined && this.now() - answer.storedAt >= this.options.maxAgeMs;
  }

  private moveOn() {
    this.generation++;
    // Reads already under way may have missed the change: later requests start their own.
    this.reading.clear();
  }

  private forgetAll() {
    this.moveOn();
    this.scopes.clear();
    this.storedRows = 0;
  }

  private store(workspaceId: string, key: string, answer: Answer) {
    if (answer.rows > this.limits.rows) return;
    let answers = this.scopes.get(workspaceId);
    if (!answers) {
      answers = new Map();
      this.scopes.set(workspaceId, answers);
    }
    const replaced = answers.get(key);
    if (replaced) this.storedRows -= replaced.rows;
    answers.delete(key);
    answers.set(key, answer);
    this.storedRows += answer.rows;
    if (answers.size > this.limits.variantsPerScope) {
      const [oldest, dropped] = answers.entries().next().value as [string, Answer];
      answers.delete(oldest);
      this.storedRows -= dropped.rows;
    }
    // The oldest workspaces go first when the cache is over its bounds.
    for (const oldest of this.scopes.keys()) {
      if (this.scopes.size <= this.limits.scopes && this.storedRows <= this.limits.rows) break;
      this.forget(oldest);
    }
  }

  private forgetReadsOf(workspaceId: string, table: string) {
    const answers = this.scopes.get(workspaceId);
    if (!answers) return;
    for (const [key, answer] of answers) {
      if (!(answer.tables as readonly string[]).includes(table)) continue;
      answers.delete(key);
      this.storedRows -= answer.rows;
    }
    if (answers.size === 0) this.scopes.delete(workspaceId);
  }

  private forget(workspaceId: string) {
    const answers = this.scopes.get(workspaceId);
    if (!answers) return;
    for (const answer of answers.values()) this.storedRows -= answer.rows;
    this.scopes.delete(workspaceId);
  }
}

function freeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const part of Object.values(value)) freeze(part);
}

const caches = new WeakMap<Database, WorkspaceReadCache>();

/** Called by `openDatabase`, which feeds the cache the change notices. */
export function attachWorkspaceReadCache(db: Database, cache: WorkspaceReadCache): void {
  caches.set(db, cache);
}

/**
 * `load`'s answer, from the cache when the database has one and nothing `query.tables` hold in the
 * workspace changed since it was read; else `load` runs. `load` must read only `query.tables`, and
 * only the workspace's rows of them.
 */
export function readWorkspaceRows<T>(db: Database, query: WorkspaceRead<T>, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(query, load) : load();
}

/** A request that may write in `workspaceId` (see `WorkspaceReadCache.writing`). */
export function writingInWorkspace<T>(db: Database, workspaceId: string, work: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.writing(workspaceId, work) : work();
}
