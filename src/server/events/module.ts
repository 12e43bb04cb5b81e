import type { ServerModule } from '../server-module';
import { eventsRoutes } from './routes';
import * as tables from './schema';

/** The workspace's activity: every area records into it, the dashboard lists it. */
export const eventsModule: ServerModule = {
  name: 'events',
  tables,
  build: (core) => ({ routes: [{ path: '/api/events', routes: eventsRoutes(core) }] }),
};
