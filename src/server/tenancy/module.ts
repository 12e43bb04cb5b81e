import type { ServerModule } from '../server-module';
import { workspacesRoutes } from './routes';
import * as tables from './schema';

/** Workspaces and memberships: the switcher's routes. The team feature counts the members (seats). */
export const tenancyModule: ServerModule = {
  name: 'tenancy',
  tables,
  build: (core) => ({ routes: [{ path: '/api/workspaces', routes: workspacesRoutes(core) }] }),
};
