import { Hono } from 'hono';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { appVersion } from '../../config';
import { checkDatabase } from '../../db/client';

const startedAt = Date.now();

/**
 * The checks a load balancer or an orchestrator reads (ADR 042): `/live` says the process answers at
 * all (restart it if not), `/ready` that it should get requests: its database answers and it is not
 * stopping. `/` is the detailed view of both.
 */
export function healthRoutes({ db, dbDriver, lifecycle }: CoreDeps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const database = await checkDatabase(db);
      const ok = database.ok && !lifecycle.stopping;
      return c.json(
        {
          status: ok ? 'ok' : lifecycle.stopping ? 'stopping' : 'degraded',
          app: {
            name: 'uplift',
            version: appVersion,
            role: lifecycle.role,
            uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          },
          database: { status: database.ok ? 'ok' : 'unreachable', driver: dbDriver, latencyMs: database.latencyMs },
        },
        ok ? 200 : 503,
      );
    })
    .get('/live', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      if (lifecycle.stopping) return c.json({ status: 'stopping' }, 503);
      const database = await checkDatabase(db);
      return database.ok ? c.json({ status: 'ok' }) : c.json({ status: 'degraded', database: 'unreachable' }, 503);
    });
}
