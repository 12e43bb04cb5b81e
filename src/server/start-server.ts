import { mkdirSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type DnsResolver, systemDnsResolver } from './http/dns-resolver';
import { serve } from '@hono/node-server';
import { createApp, createWorkerApp } from './app';
import { createAuth, type PasswordHasher } from './sign-in/auth';
import { SessionCache } from './auth/session-cache';
import { appVersion, type Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import type { Database } from './db/database';
import { UsageMeter } from './usage/meter';
import { BillingService } from './billing/billing-service';
import { Entitlements } from './billing/entitlements';
import { StripeProvider } from './billing/stripe-client';
import { apiKeySettingsFromConfig } from './settings/from-config';
import { RequestMetrics } from './metrics/request-metrics';
import { JobQueue } from './jobs/queue';
import { DomainEvents } from './domain-events/domain-events';
import { AiEngine } from './ai';
import type { CoreDeps } from './context';
import { createGuardedApi, type GuardedApiOptions } from './http/guarded-api';
import { httpServerFactory } from './http/http-server';
import { createSafeFetcher, type SafeFetcherOptions } from './http/safe-fetch';
import { createSelfApi } from './http/self-api';
import { SecretBox } from './settings/secret-box';
import { WorkspacePlans } from './billing/workspace-plan';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { createNotifier } from './notifications/notify';
import { serverModules } from './modules';
import { TokenSigner } from './lib/token-signer';
import { AreaMetrics } from './lib/area-metric';
import { resolveAppSecret } from './secret';
import { systemClock, type Clock } from './lib/clock';
import { WorkspaceBranding } from './branding/branding-service';
import { ProcessLifecycle } from './lifecycle';
import type { LeaseTerms } from './jobs/leases';
import { createFileStore } from './files';
import { lockDataDir } from './backup/data-dir-lock';
import { BackupChannel } from './backup/backup-channel';
import { migrationLevel } from './backup/manifest';

export interface RunningServer {
  url: string;
  port: number;
  /** This process among the job queue's workers (its job leases name it). */
  processId: string;
  /** Every mounted route, so tests can check that each admin route is guarded. */
  routes: Array<{ method: string; path: string }>;
  /** The database, for tests that check what is stored (such as sealed API keys). */
  db: Database;
  /**
   * Stops within SHUTDOWN_SECONDS (ADR 042): answers not ready, takes no new connection, lets the
   * requests under way finish, then the jobs under way (handing back those that do not finish in
   * time), flushes what the areas buffer and closes the database.
   */
  close(): Promise<void>;
}

/** What only tests may change: letting the fetcher reach their fixture servers on loopback, the built app. */
export interface TestOverrides {
  safeFetcher?: SafeFetcherOptions;
  /** A built web app of the test's own, instead of dist/web. */
  webRoot?: string;
  /** Letting the guarded API client reach the tests' fake networks on loopback over http. */
  guardedApi?: GuardedApiOptions;
  /** Local fakes standing in for external services (such as 'twitter'), by the service's name. */
  originsForTests?: Record<string, string>;
  /** DNS that answers the tests' own names (mail domains), instead of the system's. */
  dns?: DnsResolver;
  /** For an in-memory database: a copy of one already migrated to start from (test/migrated-database.ts). */
  databaseStartFrom?: Blob;
  /** An open database to serve on instead of the one the config names (a test's, test/reused-databases.ts). */
  database?: DatabaseHandle;
  /** A cheaper password hash than production's, so the suites' thousands of sign-ups cost little. */
  passwordHasher?: PasswordHasher;
  /** A clock the test moves (test/test-clock.ts), read by the throttles that take one, instead of the system's. */
  clock?: Clock;
  /**
   * Only these queues' workers run (every queue's when not given): the others' jobs are stored and
   * wait, as in a process that stopped before running them. Their queues and schedules are still made.
   */
  jobWorkers?: readonly string[];
  /** Shorter job leases than production's, so that a test's killed process hands its jobs on in seconds. */
  jobLeaseTerms?: LeaseTerms;
}

/** Opens the database (applying migrations), wires the app and listens. Used by main.ts and the tests. */
export async function startServer(config: Config, testOverrides: TestOverrides = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const secret = resolveAppSecret(config);
  // An embedded database on disk is this process's alone (backups ask it through its channel).
  const embeddedOnDisk = !config.databaseUrl && config.dataDir !== 'memory://';
  if (embeddedOnDisk) mkdirSync(config.dataDir, { recursive: true });
  const lock = embeddedOnDisk ? lockDataDir(config.dataDir, { purpose: 'server' }) : undefined;
  const database =
    testOverrides.database ??
    (await openDatabase({ ...config, logger, startFrom: testOverrides.databaseStartFrom }).catch((error: unknown) => {
      lock?.release();
      throw error;
    }));
  const { copyDataDir } = database;
  const backupChannel =
    lock && copyDataDir
      ? await BackupChannel.open(lock, async (into) => {
          await copyDataDir(into);
          return { appVersion, migrations: await migrationLevel(database.db) };
        })
      : undefined;
  const jobs = await JobQueue.start(database, {
    databaseUrl: config.databaseUrl,
    poolSize: config.jobsPoolSize,
    logger,
    // A process that only serves runs no job worker; its jobs wait for the worker processes.
    workers: testOverrides.jobWorkers ?? (config.processRole === 'web' ? [] : undefined),
    leaseTerms: testOverrides.jobLeaseTerms,
  });
  const lifecycle = new ProcessLifecycle(config.processRole);
  const apiKeys = apiKeySettingsFromConfig(database.db, secret, config, logger);
  const mailer = createMailer({ apiKeys, db: database.db, logger });
  const notify = createNotifier({ db: database.db, mailer, logger, config });
  const sessionCache = new SessionCache(config.sessionCacheSeconds);
  const auth = createAuth({
    db: database.db,
    config,
    secret,
    mailer,
    notify,
    logger,
    sessionCache,
    passwordHasher: testOverrides.passwordHasher,
  });
  const plans = new WorkspacePlans(database.db, config.sessionCacheSeconds);
  const usage = new UsageMeter(
    database.db,
    serverModules.flatMap((module) => module.usageCounters ?? []),
    config.sessionCacheSeconds,
  );
  const stripe = new StripeProvider(apiKeys, config.stripeApiUrl);
  const billing = new BillingService({
    db: database.db,
    stripe,
    plans,
    usage,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  });
  const selfApi = createSelfApi(config.publicUrl);
  const domainEvents = new DomainEvents({ db: database.db, jobs, logger });
  const core: CoreDeps = {
    config,
    lifecycle,
    db: database.db,
    dbDriver: database.driver,
    auth,
    sessionCache,
    usage,
    plans,
    entitlements: new Entitlements({ plans, usage }),
    apiKeys,
    stripe,
    billing,
    metrics: new RequestMetrics(),
    jobs,
    ai: new AiEngine({ apiKeys, db: database.db, logger }),
    fetcher: createSafeFetcher({
      allowPrivateNetwork: config.fetchAllowPrivateNetwork,
      ...testOverrides.safeFetcher,
      publicUrl: config.publicUrl,
    }),
    guardedApi: createGuardedApi({ allowPrivateNetwork: config.fetchAllowPrivateNetwork, ...testOverrides.guardedApi }),
    secretBox: (purpose) => new SecretBox(secret, purpose),
    originsForTests: testOverrides.originsForTests ?? {},
    dns: testOverrides.dns ?? systemDnsResolver(),
    mailer,
    branding: new WorkspaceBranding({ db: database.db, plans, publicUrl: config.publicUrl }),
    files: createFileStore(config),
    signer: new TokenSigner(secret),
    notify,
    logger,
    clock: testOverrides.clock ?? systemClock,
    sampleAreas: serverModules.flatMap((module) => module.sample ?? []),
    selfApi,
    domainEvents,
    areaMetrics: new AreaMetrics(),
  };

  // Each area builds its services once; its routes and its job workers share them.
  const areas = serverModules.map((module) => module.build?.(core) ?? {});
  const mounts = areas.flatMap((area) => area.routes ?? []);
  const app = config.processRole === 'worker' ? createWorkerApp(core, mounts) : createApp(core, mounts, testOverrides.webRoot);
  selfApi.bind(app.fetch);
  core.areaMetrics.bind(areas.flatMap((area) => area.metrics ?? []));
  await database.exclusively(async () => {
    // Subscribers first: an area's job left from before a restart may emit as soon as it starts.
    await domainEvents.listen(areas.flatMap((area) => area.subscribers ?? []));
    for (const job of areas.flatMap((area) => area.jobs ?? [])) {
      await job.start();
      logger.debug('job worker started', { queue: job.queue });
    }
  });

  // Node ends a request whose body is not in after 5 minutes: a 256 MB video on a slow uplink takes
  // longer (headers still have to arrive within a minute, Node's headersTimeout). An idle kept-alive
  // connection stays open longer than the clients' and proxies' own (about a minute): with Node's 5 s,
  // a client reusing it as the server closes it got ECONNRESET.
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: { requestTimeout: 60 * 60_000, keepAliveTimeout: 65_000, headersTimeout: 66_000 },
    createServer: httpServerFactory(core.metrics),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  logger.info('Uplift is listening', { url: config.publicUrl, port, database: database.driver, role: config.processRole });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    db: database.db,
    processId: jobs.processId,
    async close() {
      const deadline = Date.now() + config.shutdownSeconds * 1000;
      lifecycle.stop();
      await drainConnections(server as HttpServer, deadline);
      for (const area of areas) await area.stop?.();
      await jobs.stop(Math.max(1000, deadline - Date.now()));
      await backupChannel?.close();
      await database.close();
      lock?.release();
    },
  };
}

/**
 * Takes no new connection and lets the requests under way finish, until `deadline`: then the
 * connections left are cut. Connections kept alive between requests are closed as they fall idle.
 */
async function drainConnections(server: HttpServer, deadline: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const cutOff = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, deadline - Date.now()));
  });
  await Promise.race([closed, cutOff]);
  clearInterval(idleSweep);
  clearTimeout(timer);
  server.closeAllConnections();
  await closed;
}
