import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { type AreaKeyName, areaKeyNames } from '@/shared/api-keys';
import type { S3Settings } from './files/s3-file-store';
import { projectPath } from './project-root';

export const appVersion: string = JSON.parse(readFileSync(projectPath('package.json'), 'utf8')).version;

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

// Every setting Uplift reads, validated once at start. The README's configuration table mirrors this.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_LISTEN_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  APP_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: booleanFlag,
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((list) =>
      (list ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'each entry must be an origin such as https://app.example.com' }))),
  AUTH_REQUIRE_EMAIL_VERIFICATION: booleanFlag,
  AUTH_SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  SUPPORT_EMAIL: z.email().optional(),
  AI_PROVIDER: z.enum(['openai-compatible', 'anthropic']).optional(),
  AI_BASE_URL: z.union([z.literal(''), z.url()]).optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Uplift <no-reply@localhost>'),
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(31).default(800),
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  MONETIZATION_REDIRECT_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  API_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  GEOIP_DATABASE: z.string().optional(),
  EMAIL_SEND_RATE: z.coerce.number().int().min(1).max(100_000).default(200),
  EMAIL_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(5),
  FETCH_ALLOW_PRIVATE_NETWORK: booleanFlag,
  // The keys of the services areas use (their contracts, ADR 025), entered in Admin → API Keys or set here.
  ...Object.fromEntries(areaKeyNames.map((name) => [name, z.string().optional()])),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  SHUTDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
  AUDIT_RENDER_PAGES: z.coerce.number().int().min(0).max(20).default(5),
  // Users' files in an S3-compatible bucket instead of DATA_DIR (ADR 044).
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'an address such as http://minio:9000' })]).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
});

/** With S3_BUCKET, the keys are required: a bucket without them would fail at the first upload. */
const withStorage = envSchema.superRefine((e, context) => {
  if (!e.S3_BUCKET) return;
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!e[name]) context.addIssue({ code: 'custom', path: [name], message: 'required when S3_BUCKET is set' });
  }
});

export interface Config {
  port: number;
  host: string;
  /** The address users reach Uplift at; links in e-mails and cookie security follow it. */
  publicUrl: string;
  /** PUBLIC_URL was not set, so publicUrl is only the guess http://localhost:PORT. */
  publicUrlIsDefault: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where change notices are listened for: PostgreSQL itself, when DATABASE_URL goes through a transaction pooler (ADR 049). */
  databaseListenUrl: string | undefined;
  /** PostgreSQL: the most connections the process's requests hold (DATABASE_POOL_SIZE)... */
  databasePoolSize: number;
  /** ...and its job queue's: 40 % as many, rounded up. */
  jobsPoolSize: number;
  appSecret: string | undefined;
  trustProxy: boolean;
  trustedOrigins: string[];
  requireEmailVerification: boolean;
  signInRateLimit: number;
  /** Requests a minute one workspace API key may make to /api/v1 (ADR 027). */
  apiRateLimit: number;
  /** How long a resolved session is trusted without the database; 0 turns the cache off. */
  sessionCacheSeconds: number;
  /** Without a secret key, plans show but checkout explains that payments are not configured. */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** Another address for Stripe's API: a local fake in tests, a proxy in some networks. */
  stripeApiUrl: string | undefined;
  /** A bearer token that lets a Prometheus scraper read /metrics without an admin session. */
  metricsToken: string | undefined;
  /** Where the billing FAQ sends questions about charges. */
  supportEmail: string | undefined;
  /** The AI provider's settings; the admin panel's stored values win over these. */
  aiProvider: 'openai-compatible' | 'anthropic' | undefined;
  aiBaseUrl: string | undefined;
  aiApiKey: string | undefined;
  aiModel: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** User-named addresses (crawls, a Mastodon instance) may be on private and loopback networks. */
  fetchAllowPrivateNetwork: boolean;
  /** The keys of the services areas use, from the environment; the admin panel's win over them. */
  serviceKeys: Partial<Record<AreaKeyName, string>>;
  /** How long raw analytics events are kept; the daily figures rolled up from them stay. */
  analyticsRetentionDays: number;
  /** Events a minute one address may send to the collection endpoint, counted across the web processes (ADR 042). */
  analyticsRateLimit: number;
  /** Tracked-link clicks a minute counted from one address, across the web processes; past it the redirect still answers. */
  redirectRateLimit: number;
  /** Campaign messages a second at most, per sending process (the mail server's or provider's limit). */
  emailSendRate: number;
  /** SMTP connections a campaign keeps open to the mail server. */
  emailSmtpConnections: number;
  /** A MaxMind GeoLite2/GeoIP2 Country (or City) .mmdb file: visitors' countries; none without it. */
  geoipDatabase: string | undefined;
  /** The Chromium the Technical SEO audit renders key pages with; missing, rendering is skipped and the report says so. */
  chromiumPath: string;
  /**
   * What this process does (ADR 042): `all` serves the app and runs the job workers (the default),
   * `web` only serves, `worker` only runs the jobs and answers the health checks on PORT.
   */
  processRole: 'all' | 'web' | 'worker';
  /** How long a stopping process (SIGTERM) waits for its requests and jobs before it hands the jobs back and exits. */
  shutdownSeconds: number;
  /** Key pages an audit renders in Chromium (home, pages that look built by script, the most linked); 0 turns rendering off. */
  auditRenderPages: number;
  /** Where users' files go when not the data directory: an S3-compatible bucket (ADR 044). */
  s3: S3Settings | undefined;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = withStorage.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicUrlIsDefault: e.PUBLIC_URL === undefined,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseListenUrl: e.DATABASE_LISTEN_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jobsPoolSize: Math.ceil(e.DATABASE_POOL_SIZE * 0.4),
    appSecret: e.APP_SECRET,
    trustProxy: e.TRUST_PROXY,
    trustedOrigins: e.TRUSTED_ORIGINS.map((origin) => new URL(origin).origin),
    requireEmailVerification: e.AUTH_REQUIRE_EMAIL_VERIFICATION,
    signInRateLimit: e.AUTH_SIGN_IN_RATE_LIMIT,
    apiRateLimit: e.API_RATE_LIMIT,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    stripeSecretKey: e.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiUrl: e.STRIPE_API_URL,
    metricsToken: e.METRICS_TOKEN || undefined,
    supportEmail: e.SUPPORT_EMAIL || undefined,
    aiProvider: e.AI_PROVIDER,
    aiBaseUrl: e.AI_BASE_URL || undefined,
    aiApiKey: e.AI_API_KEY || undefined,
    aiModel: e.AI_MODEL || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    fetchAllowPrivateNetwork: e.FETCH_ALLOW_PRIVATE_NETWORK,
    serviceKeys: Object.fromEntries(areaKeyNames.flatMap((name) => (env[name] ? [[name, env[name]]] : []))),
    analyticsRetentionDays: e.ANALYTICS_RETENTION_DAYS,
    analyticsRateLimit: e.ANALYTICS_RATE_LIMIT,
    redirectRateLimit: e.MONETIZATION_REDIRECT_RATE_LIMIT,
    geoipDatabase: e.GEOIP_DATABASE || undefined,
    chromiumPath: e.CHROMIUM_PATH,
    auditRenderPages: e.AUDIT_RENDER_PAGES,
    processRole: e.PROCESS_ROLE,
    shutdownSeconds: e.SHUTDOWN_SECONDS,
    emailSendRate: e.EMAIL_SEND_RATE,
    emailSmtpConnections: e.EMAIL_SMTP_CONNECTIONS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
