import { Hono } from 'hono';
import type { AppEnv } from '../../../auth/viewer';
import type { CoreDeps } from '../../../context';
import { integrationStatuses } from './status';

/** The services the instance is connected to. Any member may see them: they name providers, never a key or an address. */
export function statusRoutes({ ai, apiKeys }: CoreDeps) {
  return new Hono<AppEnv>().get('/status', async (c) => c.json({ integrations: await integrationStatuses({ ai, apiKeys }) }));
}
