import { areaRoles, fixed } from '../../../test/role-table';

/** roles.test.ts's rows for the dashboard (ADR 018). */
export const roles = areaRoles({
  rows: [{ route: 'GET /api/dashboard', expect: [200, 200, 200, 200, 401], call: fixed('/api/dashboard') }],
});
