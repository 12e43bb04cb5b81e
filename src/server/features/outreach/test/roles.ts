import { areaRoles, fixed, ok, ownersNew } from '../../../test/role-table';

let sites = 0;
/** A site of its own for each call: one prospect per site. */
const newSite = () => ({ address: `roles-${++sites}.invalid` });

/** roles.test.ts's rows for AI Outreach (ADR 018). */
export const roles = areaRoles<{ prospect: string }>({
  seed: async (f) => ({ prospect: ok('prospect', await f.clients.owner.post('/api/outreach/prospects', newSite()), 201).id }),
  rows: [
    { route: 'GET /api/outreach/prospects', expect: [200, 200, 200, 200, 401], call: fixed('/api/outreach/prospects') },
    {
      route: 'POST /api/outreach/prospects',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/outreach/prospects', body: newSite() }),
    },
    {
      route: 'GET /api/outreach/prospects/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/outreach/prospects/${f.ids.prospect}` }),
    },
    {
      route: 'POST /api/outreach/prospects/:id/discover',
      expect: [202, 202, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/prospects/${f.ids.prospect}/discover`, body: {} }),
    },
    {
      route: 'DELETE /api/outreach/prospects/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/outreach/prospects/${await ownersNew(f, '/api/outreach/prospects', newSite())}` }),
    },
  ],
});
