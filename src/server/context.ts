import type { AiEngine } from './ai';
import type { DnsResolver } from './http/dns-resolver';
import type { Auth } from './sign-in/auth';
import type { SessionCache } from './auth/session-cache';
import type { Config } from './config';
import type { Database } from './db/database';
import type { BillingService } from './billing/billing-service';
import type { Entitlements } from './billing/entitlements';
import type { WorkspacePlans } from './billing/workspace-plan';
import type { StripeProvider } from './billing/stripe-client';
import type { GuardedApi } from './http/guarded-api';
import type { SafeFetcher } from './http/safe-fetch';
import type { SelfApi } from './http/self-api';
import type { SecretBox } from './settings/secret-box';
import type { ApiKeySettings } from './settings/service';
import type { RequestMetrics } from './metrics/request-metrics';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { Notify } from './notifications/notify';
import type { TokenSigner } from './lib/token-signer';
import type { UsageMeter } from './usage/meter';
import type { SampleRows } from './sample-workspace/sample-rows';
import type { Clock } from './lib/clock';
import type { DomainEvents } from './domain-events/domain-events';
import type { AreaMetrics } from './lib/area-metric';
import type { WorkspaceBranding } from './branding/branding-service';
import type { ProcessLifecycle } from './lifecycle';
import type { FileStore } from './files';

/**
 * What the core hands every area, built once per process by start-server.ts. Areas build their own
 * services from these; nothing here names a feature.
 */
export interface CoreDeps {
  config: Config;
  /** This process's role and whether it is stopping (the readiness check). */
  lifecycle: ProcessLifecycle;
  db: Database;
  dbDriver: 'pglite' | 'postgres';
  auth: Auth;
  sessionCache: SessionCache;
  usage: UsageMeter;
  plans: WorkspacePlans;
  /** The one gate for what the plan allows: features and room under its limits. */
  entitlements: Entitlements;
  /** The keys entered in the admin panel, else the environment's. */
  apiKeys: ApiKeySettings;
  stripe: StripeProvider;
  billing: BillingService;
  metrics: RequestMetrics;
  jobs: JobQueue;
  /** The configured AI provider, else the offline writer; read per call. */
  ai: AiEngine;
  /** The SSRF-safe fetcher every crawl goes through. */
  fetcher: SafeFetcher;
  /** The SSRF-safe client for APIs on hosts a user names (a Mastodon instance, a Bluesky server). */
  guardedApi: GuardedApi;
  /** Seals what an area stores that must stay secret, with a key of its own per purpose. */
  secretBox(purpose: string): SecretBox;
  /** DNS for names a user gave (a prospect's mail domain). */
  dns: DnsResolver;
  /** Test-only: the origin of a local fake standing in for an external service, by the service's name. */
  originsForTests: Readonly<Record<string, string>>;
  mailer: Mailer;
  /** How a workspace presents itself on what it sends and publishes: its white label, or Uplift's (ADR 040). */
  branding: WorkspaceBranding;
  /** Users' files (uploads, renders, media), each key under its workspace's id: the data directory or an S3 bucket (ADR 044). */
  files: FileStore;
  /** Signs what public links carry (tracking, unsubscribe, confirmations) with keys from the app's secret. */
  signer: TokenSigner;
  /** The one way to notify a user: honours their preferences, in-app and by e-mail (ADR 016). */
  notify: Notify;
  logger: Logger;
  /** The time as throttles read it: the system's, or a test's (TestOverrides.clock). */
  clock: Clock;
  /**
   * Uplift's own HTTP API, answered in-process as the signed-in caller (their Cookie, Uplift's origin):
   * an area that acts for a user through it meets the screens' checks (role, plan, usage, workspace).
   * Usable once the app is built, i.e. from a request handler, not from `build`.
   */
  selfApi: SelfApi;
  /** Where an area says what happened in a workspace, for the areas that act on it (webhooks, workflows). */
  domainEvents: DomainEvents;
  /** Every area's part of the Sample workspace (`ServerModule.sample`), in the order of the list. */
  sampleAreas: readonly SampleRows[];
  /** Every area's metrics (`ModuleParts.metrics`), bound once the areas are built: read them per request. */
  areaMetrics: AreaMetrics;
}
