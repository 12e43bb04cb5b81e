import { Hono } from 'hono';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { appVersion } from '../../config';
import { checkDatabase } from '../../db/client';

const startedAt = Date.now();

export function healthRoutes({ db, dbDriver }: CoreDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const database = await checkDatabase(db);
    const ok = database.ok;
    return c.json(
      {
        status: ok ? 'ok' : 'degraded',
        app: {
          name: 'uplift',
          version: appVersion,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        },
        database: { status: ok ? 'ok' : 'unreachable', driver: dbDriver, latencyMs: database.latencyMs },
      },
      ok ? 200 : 503,
    );
  });
}
