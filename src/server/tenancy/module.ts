import type { ServerModule } from '../server-module';
import { countMembers } from './memberships';
import { workspacesRoutes } from './routes';
import * as tables from './schema';

/** Workspaces and memberships: the switcher's routes, the team-member count. */
export const tenancyModule: ServerModule = {
  name: 'tenancy',
  tables,
  // A workspace always has its owner, so it counts as one member at least.
  usageCounters: [{ key: 'teamMembers', count: async (db, workspaceId) => Math.max(await countMembers(db, workspaceId), 1) }],
  build: (core) => ({ routes: [{ path: '/api/workspaces', routes: workspacesRoutes(core) }] }),
};
