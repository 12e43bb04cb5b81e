import { Hono } from 'hono';
import type { AppEnv } from '../../auth/viewer';
import type { ServerModule } from '../../server-module';
import { integrationStatuses } from './status';

/** Integrations: for now, the Settings tab's view of the services the instance is connected to. */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  build: ({ ai, apiKeys }) => ({
    routes: [
      {
        path: '/api/integrations',
        // Any member may see it: it names providers, never a key or an address.
        routes: new Hono<AppEnv>().get('/status', async (c) => c.json({ integrations: await integrationStatuses({ ai, apiKeys }) })),
      },
    ],
  }),
};
