import { areaRoles } from '../../../test/role-table';

/** The health checks have no row in roles.test.ts (ADR 018, ADR 042): they are answered before the session guard. */
export const roles = areaRoles({
  rows: [],
  publicRoutes: {
    'GET /api/health': 'the detailed health view; it shows nothing of any workspace',
    'GET /api/health/live': 'the orchestrator’s liveness check; it shows nothing of any workspace',
    'GET /api/health/ready': 'the load balancer’s readiness check; it shows nothing of any workspace',
  },
});
