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
 * moment after the commit; a read after this process's own write waits for that write's notice.
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
  /**
   * Where notices come through a connection of their own (PostgreSQL), this process's writes so far,
   * the number whose notices have surely arrived, and how to wait for the others (`hearOwnWritesBy`).
   */
  private localWrites = 0;
  private heardUpTo = 0;
  private catchUp: (() => Promise<void>) | undefined;
  private catchingUp: Promise<void> | undefined;
  private readonly limits: Limits;
  private readonly now: () => number;

  constructor(private readonly options: Options = {}) {
    this.limits = options.limits ?? { scopes: 1000, variantsPerScope: 64, rows: 20_000 };
    this.now = options.now ?? Date.now;
  }

  async read<T>(query: WorkspaceRead<T>, load: () => Promise<T>): Promise<T> {
    // This process reads what it wrote, as on PGlite: the notices of the writes it finished before
    // this read began are heard first (later ones are the next reads').
    const wroteBefore = this.localWrites;
    while (this.serving && this.heardUpTo < wroteBefore) await this.heardOwnWrites();
    if (!this.serving) return load();
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
        if (readAt === this.generation && this.serving) {
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
   * PostgreSQL: a notice comes through the listening connection a moment after its commit, so a read
   * that follows one of this process's own writes first waits for `catchUp` (a round trip on that
   * connection, which PostgreSQL answers only after the notices already committed).
   */
  hearOwnWritesBy(catchUp: () => Promise<void>): void {
    this.catchUp = catchUp;
  }

  /** A statement of this process that may have written has finished: its notice is on its way. */
  wrote(): void {
    if (this.catchUp) this.localWrites++;
  }

  /** One wait covers every write made before it began; reads that come meanwhile share it. */
  private heardOwnWrites(): Promise<void> {
    this.catchingUp ??= (async () => {
      const upTo = this.localWrites;
      try {
        await this.catchUp?.();
        if (this.serving) this.heardUpTo = Math.max(this.heardUpTo, upTo);
      } finally {
        this.catchingUp = undefined;
      }
    })();
    return this.catchingUp;
  }

  /** The notices stopped (their connection failed): nothing is kept or served until `resume`. */
  suspend(): void {
    this.serving = false;
    this.forgetAll();
  }

  /** Listening again: what was read before may have missed notices, so the cache starts empty. */
  resume(): void {
    this.forgetAll();
    this.heardUpTo = this.localWrites;
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
