import type { AiEngine } from './ai';
import type { Auth } from './auth/auth';
import type { SessionCache } from './auth/session-cache';
import type { Config } from './config';
import type { Database } from './db/database';
import type { UsageService } from './usage/service';
import type { BillingService } from './billing/billing-service';
import type { WorkspacePlans } from './billing/workspace-plan';
import type { StripeProvider } from './billing/stripe-client';
import type { ApiKeySettings } from './settings/service';
import type { RequestMetrics } from './metrics/request-metrics';
import type { JobQueue } from './jobs/queue';
import type { SetupService } from './features/setup/service';
import type { BulkContentGeneration } from './features/content/bulk';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Viewer } from './tenancy/viewer';

export interface AppDeps {
  config: Config;
  db: Database;
  dbDriver: 'pglite' | 'postgres';
  auth: Auth;
  sessionCache: SessionCache;
  usage: UsageService;
  plans: WorkspacePlans;
  /** The keys entered in the admin panel, else the environment's. */
  apiKeys: ApiKeySettings;
  stripe: StripeProvider;
  billing: BillingService;
  metrics: RequestMetrics;
  jobs: JobQueue;
  setup: SetupService;
  /** The configured AI provider, else the offline writer; read per call. */
  ai: AiEngine;
  contentBulk: BulkContentGeneration;
  mailer: Mailer;
  logger: Logger;
}

export interface AppEnv {
  Variables: { viewer: Viewer };
}
