import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { SessionCache } from './auth/session-cache';
import type { Config } from './config';
import { openDatabase } from './db/client';
import type { Database } from './db/database';
import { UsageService } from './usage/service';
import { BillingService } from './billing/billing-service';
import { StripeProvider } from './billing/stripe-client';
import { apiKeySettingsFromConfig } from './settings/from-config';
import { RequestMetrics } from './metrics/request-metrics';
import { JobQueue } from './jobs/queue';
import { SetupService } from './features/setup/service';
import { AiEngine } from './ai';
import { BulkContentGeneration } from './features/content/bulk';
import { ContentService } from './features/content/service';
import { createSafeFetcher, type SafeFetcherOptions } from './http/safe-fetch';
import { uploadsRoot } from './features/setup/upload/storage';
import { WorkspacePlans } from './billing/workspace-plan';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { resolveAppSecret } from './secret';

export interface RunningServer {
  url: string;
  port: number;
  /** Every mounted route, so tests can check that each admin route is guarded. */
  routes: Array<{ method: string; path: string }>;
  /** The database, for tests that check what is stored (such as sealed API keys). */
  db: Database;
  close(): Promise<void>;
}

/** Opens the database (applying migrations), wires the app and listens. Used by main.ts and the tests. */
/** What only tests may change: letting the fetcher reach their fixture servers on loopback, the built app. */
export interface TestOverrides {
  safeFetcher?: SafeFetcherOptions;
  /** A built web app of the test's own, instead of dist/web. */
  webRoot?: string;
}

export async function startServer(config: Config, testOverrides: TestOverrides = {}): Promise<RunningServer> {
  const logger = createLogger(config.logLevel);
  const secret = resolveAppSecret(config);
  const database = await openDatabase({ ...config, logger });
  const jobs = await JobQueue.start(database, { databaseUrl: config.databaseUrl, logger });
  const apiKeys = apiKeySettingsFromConfig(database.db, secret, config, logger);
  const mailer = createMailer({ apiKeys, db: database.db, logger });
  const sessionCache = new SessionCache(config.sessionCacheSeconds);
  const auth = createAuth({ db: database.db, config, secret, mailer, logger, sessionCache });
  const plans = new WorkspacePlans(database.db, config.sessionCacheSeconds);
  const usage = new UsageService(database.db, plans, config.sessionCacheSeconds);
  const stripe = new StripeProvider(apiKeys, config.stripeApiUrl);
  const billing = new BillingService({
    db: database.db,
    stripe,
    plans,
    usage,
    publicUrl: config.publicUrl,
    supportEmail: config.supportEmail,
  });
  const fetcher = createSafeFetcher({ ...testOverrides.safeFetcher, publicUrl: config.publicUrl });
  const ai = new AiEngine({ apiKeys, db: database.db, logger });
  const setup = new SetupService({
    db: database.db,
    jobs,
    fetcher,
    ai,
    usage,
    uploadsRoot: uploadsRoot(config.dataDir),
    soleWorker: database.driver === 'pglite',
    logger,
  });
  await setup.startWorker();
  const contentBulk = new BulkContentGeneration({ db: database.db, jobs, plans, usage, library: new ContentService(database.db), writer: ai, logger });
  await contentBulk.startWorker();
  const app = createApp({
    config,
    db: database.db,
    dbDriver: database.driver,
    auth,
    sessionCache,
    usage,
    plans,
    apiKeys,
    stripe,
    billing,
    metrics: new RequestMetrics(),
    jobs,
    setup,
    ai,
    contentBulk,
    mailer,
    logger,
  }, testOverrides.webRoot);

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  logger.info('Uplift is listening', { url: config.publicUrl, port, database: database.driver });

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    routes: app.routes.map(({ method, path }) => ({ method, path })),
    db: database.db,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await jobs.stop();
      await database.close();
    },
  };
}

