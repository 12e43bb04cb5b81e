import type { Hono } from 'hono';
import type { CoreDeps } from './context';
import type { AppEnv } from './auth/viewer';
import type { UsageCounter } from './usage/meter';
import type { SampleRows } from './sample-workspace/sample-rows';
import type { DomainEventSubscriber } from './domain-events/domain-events';
import type { AreaMetric } from './lib/area-metric';

/** Routes an area mounts, with what the app's middleware must know about them. */
export interface ModuleRoutes {
  /** Where they mount, e.g. `/api/projects`. Below `/api/admin` only admins reach them. */
  path: string;
  routes: Hono<AppEnv>;
  /** Answered without a session (the health check, sign-in, Stripe's webhook). */
  public?: boolean;
  /** Other sites and servers write here; the routes check their own signature or limits (ADR 013). */
  foreignWrites?: boolean;
  /**
   * Answered ahead of the app's own middleware (security headers, compression, body limit, metrics,
   * origin checks), which costs more than the work itself on an endpoint hit thousands of times a
   * second: the routes set their own headers and limits (the analytics collection endpoint, ADR 019).
   * Implies public.
   */
  aheadOfMiddleware?: boolean;
  /** Answered by a worker process too (PROCESS_ROLE=worker), which serves nothing else: the health checks. */
  onWorkers?: boolean;
  /** Paths below `path` that stream a body of another type than JSON (uploads), with that type; the 1 MB limit does not apply. */
  streamedBodies?: Readonly<Record<string, string>>;
}

/** A job worker of the area; start-server starts each once, before the server listens. */
export interface ModuleJob {
  queue: string;
  start(): Promise<void>;
}

/** What an area hands the app once its services are built: its routes and its job workers. */
export interface ModuleParts {
  routes?: readonly ModuleRoutes[];
  jobs?: readonly ModuleJob[];
  /** What the area does when something happens in a workspace (CoreDeps.domainEvents). */
  subscribers?: readonly DomainEventSubscriber[];
  /** The figures the area offers custom dashboards (ADR 039), each in the area's metrics.ts. */
  metrics?: readonly AreaMetric[];
  /** Finishes what the area holds in memory (buffered writes) when the server closes, before the job queue stops. */
  stop?(): Promise<void>;
}

/**
 * One server area, core or feature (ADR 015). The app, the job runner, the usage meter and the
 * schema check read every area from the one list in modules.ts.
 */
export interface ServerModule {
  name: string;
  /**
   * The exports of the area's schema.ts files. drizzle-kit finds those files by name
   * (drizzle.config.ts); modules.test.ts checks that every table there belongs to a module here.
   */
  tables?: Readonly<Record<string, object>>;
  /** How the area's rows count against the plan's limits; a usage key no area counts reads 0. */
  usageCounters?: readonly UsageCounter[];
  /** The area's rows in a new Sample workspace, and what it removes when one is deleted (ADR 008). */
  sample?: SampleRows;
  /** Builds the area's services from the core, once per process. */
  build?(core: CoreDeps): ModuleParts;
}
