import { areaRoles, fixed } from '../../../test/role-table';

/** roles.test.ts's rows for the signed-in user (ADR 018): every role's own. */
export const roles = areaRoles({
  rows: [{ route: 'GET /api/me', expect: [200, 200, 200, 200, 401], call: fixed('/api/me') }],
});
