import { areaRoles, fixed, ok, ownersNew } from '../../../test/role-table';

function campaignBody(name: string) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return { name, type: 'email', startDate: tomorrow };
}

/** roles.test.ts's rows for campaigns (ADR 018). */
export const roles = areaRoles<{ campaign: string }>({
  seed: async (f) => ({ campaign: ok('campaign', await f.clients.owner.post('/api/campaigns', campaignBody('Spring')), 201).id }),
  rows: [
    { route: 'GET /api/campaigns', expect: [200, 200, 200, 200, 401], call: fixed('/api/campaigns') },
    {
      route: 'POST /api/campaigns',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/campaigns', body: campaignBody('Summer') }),
    },
    {
      route: 'DELETE /api/campaigns/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/campaigns/${await ownersNew(f, '/api/campaigns', campaignBody('Short-lived'))}` }),
    },
  ],
});
