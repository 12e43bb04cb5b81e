import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  type IntegrationCard,
  type SyncFrequency,
  defaultIntegrationSettings,
  integrationsMessages as text,
} from '@/shared/integrations/catalogue';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { ApiCallError } from '../../../http/guarded-api';
import type { SelfApi } from '../../../http/self-api';
import type { JobQueue } from '../../../jobs/queue';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { Clock } from '../../../lib/clock';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import type { CommerceLedger } from '../commerce/ledger';
import { actingMember } from '../workflows/acting-member';
import type { IntegrationsCatalogue } from './catalogue-service';
import { ProviderRejection } from './providers/provider';
import { adapterOf, providerAdapters } from './providers';
import { integrationConnections } from './schema';

export const syncQueue = 'integration-sync';
export const syncsDueQueue = 'integration-syncs-due';

/** How long after one import's start the next is due; "realtime" is the sweep's own pace, give or take. */
export const syncPeriodMs: Record<SyncFrequency, number> = {
  realtime: 5 * 60_000,
  hourly: 3_600_000,
  daily: 86_400_000,
  weekly: 7 * 86_400_000,
};
/** A running import says so this often; silent for three, it belongs to a process that stopped and another may start. */
const heartbeatMs = 60_000;
const leaseMs = 3 * heartbeatMs;
/**
 * When pg-boss gives a job up and retries it: a stopped process's import runs again this soon. A
 * longer import goes on, its claim turning the retry away.
 */
const jobExpirySeconds = 30 * 60;
const failedText = 'The import failed. It runs again at its next sync.';

type SyncJob = { connectionId: string; why: 'asked' | 'scheduled'; base: string | null };

export interface IntegrationSyncsDeps {
  db: Database;
  jobs: JobQueue;
  catalogue: IntegrationsCatalogue;
  ledger: CommerceLedger;
  selfApi: SelfApi;
  clock: Clock;
  logger: Logger;
  /** True where this process is the database's only worker (PGlite): an import marked running at start was cut off. */
  soleWorker: boolean;
}

/**
 * The imports of the integrations that have them (Mailchimp's audiences, Stripe's charges), as pg-boss jobs: each on its
 * settings' frequency, counted from the last import's start by the clock, and one at once on Sync now.
 * A job is keyed by the import it follows, so a sweep or a click queues it once; a connection is
 * claimed in the database while it imports, so two imports of one never run at once.
 */
export class IntegrationSyncs {
  constructor(private readonly deps: IntegrationSyncsDeps) {}

  /** Sync now: queued at once; clicks before it starts queue it once. Answers the card. */
  requestNow(viewer: Viewer, id: string): Promise<IntegrationCard> {
    return this.deps.catalogue.requestSync(viewer, id, async (connectionId) => {
      const base = await this.baseOf(connectionId);
      await this.enqueue({ connectionId, why: 'asked', base });
    });
  }

  jobs(): ModuleJob[] {
    return [
      {
        queue: syncQueue,
        start: async () => {
          if (this.deps.soleWorker) await this.deps.db.update(integrationConnections).set({ syncingSince: null });
          await this.deps.jobs.createQueue(syncQueue);
          // A batch, side by side (each of another connection, or turned away by the claim): a sweep's
          // imports do not wait a poll apart.
          await this.deps.jobs.work<SyncJob>(syncQueue, { batchSize: 5 }, async (jobs) => {
            await Promise.all(
              jobs.map(async (job) => {
                if (typeof job.data.connectionId !== 'string') return;
                if ((await this.run(job.data)) === 'busy')
                  await this.deps.jobs.boss.fail(syncQueue, job.id, { message: 'Another import of this connection runs.' });
              }),
            );
          });
        },
      },
      scheduledJob(this.deps.jobs, {
        queue: syncsDueQueue,
        cron: '* * * * *',
        options: { retryLimit: 0, expireInSeconds: 120 },
        run: () => this.queueDue(),
      }),
    ];
  }

  /** Queues the import of every connection whose frequency has passed since its last import started. */
  async queueDue(): Promise<void> {
    const importing = providerAdapters.filter((adapter) => adapter.sync).map((adapter) => adapter.id);
    const rows = await this.deps.db
      .select({
        id: integrationConnections.id,
        settings: integrationConnections.settings,
        base: sql<Date | string | null>`coalesce(${integrationConnections.lastSyncStartedAt}, ${integrationConnections.connectedAt})`,
      })
      .from(integrationConnections)
      .where(and(inArray(integrationConnections.provider, importing), isNotNull(integrationConnections.credentials)));
    const now = this.deps.clock.now();
    for (const row of rows) {
      if (row.base === null) continue;
      const base = new Date(row.base);
      const period = syncPeriodMs[(row.settings ?? defaultIntegrationSettings).syncFrequency];
      if (base.getTime() + period <= now) await this.enqueue({ connectionId: row.id, why: 'scheduled', base: base.toISOString() });
    }
  }

  private async enqueue(job: SyncJob): Promise<void> {
    // pg-boss stores a job id once on a queue: a second sweep or click for the same import queues nothing.
    const id = jobIdOf(`${job.why}:${job.connectionId}:${job.base ?? 'never'}`);
    await this.deps.jobs.send(syncQueue, job, { id, retryLimit: 3, retryDelay: 60, expireInSeconds: jobExpirySeconds });
  }

  /** The time the schedule counts from: the last import's start, else the connection's. */
  private async baseOf(connectionId: string): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ started: integrationConnections.lastSyncStartedAt, connected: integrationConnections.connectedAt })
      .from(integrationConnections)
      .where(eq(integrationConnections.id, connectionId));
    return (row?.started ?? row?.connected)?.toISOString() ?? null;
  }

  /** Imports once, unless another import of the connection runs: a click's job then answers busy, to be retried. */
  private async run(job: SyncJob): Promise<'done' | 'busy'> {
    const { db, clock } = this.deps;
    const now = new Date(clock.now());
    const started = sql`coalesce(${integrationConnections.lastSyncStartedAt}, ${integrationConnections.connectedAt})`;
    const [row] = await db
      .update(integrationConnections)
      .set({ syncingSince: now })
      .where(
        and(
          eq(integrationConnections.id, job.connectionId),
          isNotNull(integrationConnections.credentials),
          or(isNull(integrationConnections.syncingSince), lt(integrationConnections.syncingSince, new Date(now.getTime() - leaseMs))),
          // A scheduled import that another (Sync now) has already followed is not needed.
          job.why === 'scheduled' && job.base ? sql`${started} = ${job.base}::timestamptz` : undefined,
        ),
      )
      .returning();
    if (!row) {
      // Busy with another import: a click still gets its own, once that one is done (the job's retry).
      return job.why === 'asked' && (await this.isImporting(job.connectionId)) ? 'busy' : 'done';
    }
    const heartbeat = setInterval(() => {
      void db
        .update(integrationConnections)
        .set({ syncingSince: new Date(clock.now()) })
        .where(and(eq(integrationConnections.id, row.id), isNotNull(integrationConnections.syncingSince)))
        .catch(() => undefined);
    }, heartbeatMs);
    heartbeat.unref();
    try {
      const outcome = await this.importOf(row);
      await this.deps.catalogue.recordCall(row.workspaceId, row.provider, outcome.error);
      if (outcome.summary !== null)
        await db
          .update(integrationConnections)
          .set({ lastSyncSummary: outcome.summary })
          .where(and(eq(integrationConnections.id, row.id), isNotNull(integrationConnections.credentials)));
    } finally {
      clearInterval(heartbeat);
      // Only now does the schedule count from this import: one cut off by a stop stays due, and its job's retry runs it.
      await db
        .update(integrationConnections)
        .set({ syncingSince: null, lastSyncStartedAt: now })
        .where(eq(integrationConnections.id, row.id));
    }
    return 'done';
  }

  private async importOf(row: typeof integrationConnections.$inferSelect): Promise<{ summary: string | null; error: string | null }> {
    const adapter = adapterOf(row.provider);
    const credentials = await this.deps.catalogue.credentialsOf(row.workspaceId, row.provider);
    if (!adapter?.sync || !credentials) return { summary: null, error: null };
    const member = row.connectedBy ? await actingMember(this.deps.db, row.workspaceId, row.connectedBy) : null;
    if (!member) return { summary: null, error: text.syncMemberGone(adapter.name) };
    try {
      const summary = await adapter.sync(this.deps.catalogue.providerContext, credentials, {
        settings: row.settings ?? defaultIntegrationSettings,
        uplift: this.deps.selfApi.asViewer(member),
        store: { connection: row, ledger: this.deps.ledger },
      });
      return { summary, error: null };
    } catch (error) {
      if (error instanceof ProviderRejection || error instanceof ApiCallError) return { summary: null, error: error.message };
      this.deps.logger.error('integration import failed', { provider: row.provider, error: (error as Error).message });
      return { summary: null, error: failedText };
    }
  }

  private async isImporting(connectionId: string): Promise<boolean> {
    const [row] = await this.deps.db
      .select({ syncingSince: integrationConnections.syncingSince })
      .from(integrationConnections)
      .where(and(eq(integrationConnections.id, connectionId), isNotNull(integrationConnections.credentials)));
    return Boolean(row?.syncingSince);
  }
}

/** A job id (a UUID's shape) that is the same for the same key, and, by a hash, another for another key. */
function jobIdOf(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
