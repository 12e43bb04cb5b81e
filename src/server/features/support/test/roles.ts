import { areaRoles, fixed } from '../../../test/role-table';

/** roles.test.ts's rows for Support (ADR 018): every member reads what the plan includes; the fixture's workspaces are on Enterprise. */
export const roles = areaRoles({
  rows: [
    { route: 'GET /api/support', expect: [200, 200, 200, 200, 401], call: fixed('/api/support') },
    { route: 'GET /api/support/onboarding', expect: [200, 200, 200, 200, 401], call: fixed('/api/support/onboarding') },
  ],
});
