import { sql } from 'drizzle-orm';
import type { AdminSystem } from '@/shared/admin/admin';
import { appVersion } from '../../config';
import { checkDatabase } from '../../db/client';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import type { RequestMetrics } from '../../metrics/request-metrics';

/** The System tab: the database's real size and shape, and this process's last hour. */
export async function adminSystem(db: Database, driver: 'pglite' | 'postgres', metrics: RequestMetrics): Promise<AdminSystem> {
  const check = await checkDatabase(db);
  const figures = check.ok ? await databaseFigures(db) : { tables: 0, sizeBytes: 0 };
  const hour = metrics.lastHour();
  return {
    database: { connected: check.ok, driver, latencyMs: check.latencyMs, ...figures },
    requests: { lastHour: hour.requests, p50Ms: hour.p50Ms, p95Ms: hour.p95Ms, errorRate: hour.errorRate },
    process: {
      uptimeSeconds: Math.round(process.uptime()),
      memoryBytes: process.memoryUsage().rss,
      nodeVersion: process.version,
      appVersion,
    },
  };
}

export async function databaseFigures(db: Database): Promise<{ tables: number; sizeBytes: number }> {
  const tables = await db.execute<{ value: number }>(
    sql`select count(*)::int as value from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const size = await db.execute<{ value: string }>(sql`select pg_database_size(current_database())::text as value`);
  return {
    tables: Number(rowsOf<{ value: number }>(tables)[0]?.value ?? 0),
    sizeBytes: Number(rowsOf<{ value: string }>(size)[0]?.value ?? 0),
  };
}
