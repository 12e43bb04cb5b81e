import type { ServerModule } from '../server-module';
import { notificationsRoutes } from './routes';
import * as tables from './schema';

/** The header's bell: any area may notify a user. */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  tables,
  build: (core) => ({ routes: [{ path: '/api/notifications', routes: notificationsRoutes(core) }] }),
};
