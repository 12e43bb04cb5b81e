import { areaRoles, fixed } from '../../../test/role-table';

const layout = { cards: [{ metricId: 'email.subscribers', size: 'small' }] };

/**
 * roles.test.ts's rows for the dashboard (ADR 018). A custom dashboard is each member's own, so every
 * role keeps one (ADR 039); the fixture's workspaces are on Enterprise.
 */
export const roles = areaRoles({
  rows: [
    { route: 'GET /api/dashboard', expect: [200, 200, 200, 200, 401], call: fixed('/api/dashboard') },
    { route: 'GET /api/dashboard/metrics', expect: [200, 200, 200, 200, 401], call: fixed('/api/dashboard/metrics') },
    { route: 'GET /api/dashboard/custom', expect: [200, 200, 200, 200, 401], call: fixed('/api/dashboard/custom') },
    { route: 'PUT /api/dashboard/custom', expect: [200, 200, 200, 200, 401], call: fixed('/api/dashboard/custom', layout) },
    { route: 'POST /api/dashboard/custom/share', expect: [201, 201, 201, 201, 401], call: fixed('/api/dashboard/custom/share') },
    { route: 'DELETE /api/dashboard/custom/share', expect: [204, 204, 204, 204, 401], call: fixed('/api/dashboard/custom/share') },
    { route: 'DELETE /api/dashboard/custom', expect: [204, 204, 204, 204, 401], call: fixed('/api/dashboard/custom') },
  ],
  publicRoutes: {
    'GET /api/shared-dashboards/:token':
      'a shared custom dashboard, read-only: the signed token is the key, rate-limited per address, 404 once revoked',
  },
});
