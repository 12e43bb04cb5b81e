import { areaRoles, fixed } from '../../../test/role-table';

/** roles.test.ts's rows for the integrations' status (ADR 018). */
export const roles = areaRoles({
  rows: [{ route: 'GET /api/integrations/status', expect: [200, 200, 200, 200, 401], call: fixed('/api/integrations/status') }],
});
