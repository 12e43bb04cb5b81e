import { areaRoles } from '../../../test/role-table';

/** The liveness check has no row in roles.test.ts (ADR 018): it is answered before the session guard. */
export const roles = areaRoles({
  rows: [],
  publicRoutes: { 'GET /api/health': 'the load balancer’s liveness check; it shows nothing of any workspace' },
});
