import { areaRoles, ok, ownersNew } from '../../../test/role-table';

/** roles.test.ts's rows for Analytics (ADR 018). */
export const roles = areaRoles<{ goal: string; funnel: string }>({
  async seed(f) {
    const owner = f.clients.owner;
    const project = f.ids.project;
    const goal = ok('goal', await owner.post(`/api/analytics/projects/${project}/goals`, { kind: 'page', value: '/thank-you' }), 201);
    const funnel = ok(
      'funnel',
      await owner.post(`/api/analytics/projects/${project}/funnels`, {
        name: 'Orders',
        steps: [
          { kind: 'page', value: '/' },
          { kind: 'event', value: 'Order' },
        ],
      }),
      201,
    );
    return { goal: goal.id, funnel: funnel.id };
  },
  rows: [
    {
      route: 'GET /api/analytics/traffic-change',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/traffic-change?projectId=${f.ids.project}` }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/report',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/report?range=7d` }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/realtime',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/realtime` }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/tracking',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/tracking` }),
    },
    {
      route: 'PUT /api/analytics/projects/:projectId/tracking',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/tracking`, body: { extraHostnames: ['shop.example.com'] } }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/export',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/export?range=7d` }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/recommendations',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/recommendations` }),
    },
    {
      route: 'POST /api/analytics/projects/:projectId/recommendations',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/recommendations?range=7d` }),
    },
    {
      route: 'POST /api/analytics/projects/:projectId/recommendations/:recommendationId/apply',
      expect: [200, 200, 200, 404, 401],
      call: async (f) => {
        const shown = await f.clients.owner.get(`/api/analytics/projects/${f.ids.project}/recommendations`);
        return { path: `/api/analytics/projects/${f.ids.project}/recommendations/${shown.body.recommendations[0].id}/apply` };
      },
    },
    {
      route: 'GET /api/analytics/projects/:projectId/content',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/content?range=30d` }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/goals',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/goals` }),
    },
    {
      route: 'POST /api/analytics/projects/:projectId/goals',
      expect: [201, 201, 403, 404, 401],
      call: (f, caller) => ({
        path: `/api/analytics/projects/${f.ids.project}/goals`,
        body: { kind: 'event', value: `Signup by ${caller}` },
      }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/goals/report',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/goals/report?range=7d` }),
    },
    {
      route: 'DELETE /api/analytics/projects/:projectId/goals/:goalId',
      expect: [204, 204, 403, 404, 401],
      call: async (f, caller) => ({
        path: `/api/analytics/projects/${f.ids.project}/goals/${await ownersNew(f, `/api/analytics/projects/${f.ids.project}/goals`, { kind: 'page', value: `/${caller}/*` })}`,
      }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/funnels',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/funnels` }),
    },
    {
      route: 'POST /api/analytics/projects/:projectId/funnels',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({
        path: `/api/analytics/projects/${f.ids.project}/funnels`,
        body: {
          name: 'Sign-ups',
          steps: [
            { kind: 'page', value: '/pricing' },
            { kind: 'event', value: 'Signup' },
          ],
        },
      }),
    },
    {
      route: 'GET /api/analytics/projects/:projectId/funnels/:funnelId/report',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/analytics/projects/${f.ids.project}/funnels/${f.ids.funnel}/report?range=30d` }),
    },
    {
      route: 'DELETE /api/analytics/projects/:projectId/funnels/:funnelId',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/analytics/projects/${f.ids.project}/funnels/${await ownersNew(f, `/api/analytics/projects/${f.ids.project}/funnels`, {
          name: 'Gone',
          steps: [
            { kind: 'page', value: '/a' },
            { kind: 'page', value: '/b' },
          ],
        })}`,
      }),
    },
  ],
  publicRoutes: {
    'POST /api/event': 'the trackers’ collection endpoint: counted only for the project’s own hostnames, limited per address (ADR 019)',
    'OPTIONS /api/event': 'the collection endpoint’s CORS answer',
    'ALL /api/event/*': 'the collection endpoint’s CORS headers',
  },
  queryIds: [['GET', '/api/analytics/traffic-change?projectId=nope']],
});
