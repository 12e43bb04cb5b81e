import { timingSafeEqual } from 'node:crypto';
import { count } from 'drizzle-orm';
import { Hono } from 'hono';
import { apiMessages } from '@/shared/messages';
import { user } from '../auth/schema';
import type { Config } from '../config';
import { checkDatabase } from '../db/client';
import type { Database } from '../db/database';
import { apiError } from '../http/errors';
import type { Auth } from '../sign-in/auth';
import type { RequestMetrics } from './request-metrics';

/**
 * GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (as a bearer token)
 * or for a signed-in admin.
 */
export function prometheusRoutes({ auth, config, db, metrics }: { auth: Auth; config: Config; db: Database; metrics: RequestMetrics }) {
  return new Hono().get('/', async (c) => {
    const bearer = c.req.header('authorization')?.match(/^Bearer (.+)$/)?.[1];
    const tokenOk = Boolean(config.metricsToken && bearer && sameSecret(bearer, config.metricsToken));
    if (!tokenOk) {
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session) return apiError(c, 401, 'UNAUTHORIZED', apiMessages.unauthorized);
      if (session.user.role !== 'admin') return apiError(c, 403, 'FORBIDDEN', apiMessages.forbidden);
    }

    const database = await checkDatabase(db);
    const users = database.ok ? ((await db.select({ value: count() }).from(user))[0]?.value ?? 0) : 0;
    const hour = metrics.lastHour();
    const totals = metrics.sinceStart;
    const lines = [
      metric('uplift_http_requests_total', 'counter', 'API requests answered since the process started', totals.requests),
      metric('uplift_http_server_errors_total', 'counter', 'API answers with a 5xx status since the process started', totals.serverErrors),
      '# HELP uplift_http_request_duration_milliseconds API response time over the last hour',
      '# TYPE uplift_http_request_duration_milliseconds summary',
      `uplift_http_request_duration_milliseconds{quantile="0.5"} ${hour.p50Ms ?? 'NaN'}`,
      `uplift_http_request_duration_milliseconds{quantile="0.95"} ${hour.p95Ms ?? 'NaN'}`,
      `uplift_http_request_duration_milliseconds_count ${hour.requests}`,
      metric('uplift_http_error_ratio', 'gauge', 'Share of 5xx answers over the last hour', hour.errorRate),
      metric('uplift_database_up', 'gauge', '1 when the database answers', database.ok ? 1 : 0),
      metric('uplift_database_latency_milliseconds', 'gauge', 'Time of a trivial query', database.latencyMs),
      metric('uplift_users_total', 'gauge', 'Accounts on this instance', users),
      metric('process_uptime_seconds', 'gauge', 'Seconds since the process started', totals.uptimeSeconds),
      metric('process_resident_memory_bytes', 'gauge', 'Resident memory of the process', process.memoryUsage().rss),
    ];
    c.header('Cache-Control', 'no-store');
    return c.text(`${lines.join('\n')}\n`, 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
  });
}

function metric(name: string, type: 'counter' | 'gauge', help: string, value: number): string {
  return `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n${name} ${value}`;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
