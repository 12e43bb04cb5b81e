import { areaRoles, fixed, ok, ownersNew } from '../../../test/role-table';

const newProgram = () => ({
  name: 'Roles Hosting',
  category: 'Hosting',
  commission: '30%',
  destination: 'https://hosting.example/?ref=roles',
});
const newProduct = () => ({ name: 'Roles Guide', type: 'eBook', price: '19', destination: 'https://shop.example/guide' });
const newService = () => ({ name: 'Roles Audit', type: 'One-time Service', price: '$500' });
const newRevenue = () => ({ amount: '12.50', currency: 'USD', date: '2026-11-01', stream: 'services', notes: 'Roles' });
const newClient = () => ({ name: 'Roles Client', email: 'client@roles.test', startedOn: '2026-11-01' });

/** roles.test.ts's rows for the Monetization Hub (ADR 018). */
export const roles = areaRoles<{ program: string; product: string; service: string; serviceClient: string; programLink: string }>({
  seed: async (f) => {
    const owner = f.clients.owner;
    const program = ok('program', await owner.post('/api/monetization/programs', newProgram()), 201);
    const service = ok('service', await owner.post('/api/monetization/services', newService()), 201).id;
    return {
      program: program.id,
      programLink: program.link.id,
      product: ok('product', await owner.post('/api/monetization/products', newProduct()), 201).id,
      service,
      serviceClient: ok('client', await owner.post(`/api/monetization/services/${service}/clients`, newClient()), 201).id,
    };
  },
  rows: [
    { route: 'GET /api/monetization/summary', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/summary?range=7d') },
    { route: 'GET /api/monetization/report.csv', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/report.csv') },
    { route: 'GET /api/monetization/revenue', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/revenue') },
    {
      route: 'POST /api/monetization/revenue',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/monetization/revenue', body: newRevenue() }),
    },
    {
      route: 'POST /api/monetization/revenue/import',
      expect: [200, 200, 403, 200, 401],
      call: fixed('/api/monetization/revenue/import', { csv: 'date,amount,currency,stream\n2026-11-02,5,USD,Course Sales\n' }),
    },
    {
      route: 'DELETE /api/monetization/revenue/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/monetization/revenue/${await ownersNew(f, '/api/monetization/revenue', newRevenue())}` }),
    },
    { route: 'GET /api/monetization/programs', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/programs') },
    {
      route: 'POST /api/monetization/programs',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/monetization/programs', body: newProgram() }),
    },
    {
      route: 'PATCH /api/monetization/programs/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/monetization/programs/${f.ids.program}`, body: { commission: '35%' } }),
    },
    {
      route: 'POST /api/monetization/programs/:id/postback',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/monetization/programs/${f.ids.program}/postback` }),
    },
    {
      route: 'DELETE /api/monetization/programs/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/monetization/programs/${await ownersNew(f, '/api/monetization/programs', newProgram())}` }),
    },
    {
      route: 'GET /api/monetization/links/:id/qr',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/monetization/links/${f.ids.programLink}/qr` }),
    },
    { route: 'GET /api/monetization/products', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/products') },
    {
      route: 'POST /api/monetization/products',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/monetization/products', body: newProduct() }),
    },
    {
      route: 'GET /api/monetization/products/:id/analytics',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/monetization/products/${f.ids.product}/analytics` }),
    },
    {
      route: 'PATCH /api/monetization/products/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/monetization/products/${f.ids.product}`, body: { price: '€21' } }),
    },
    {
      route: 'DELETE /api/monetization/products/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/monetization/products/${await ownersNew(f, '/api/monetization/products', newProduct())}` }),
    },
    { route: 'GET /api/monetization/services', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/services') },
    {
      route: 'POST /api/monetization/services',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/monetization/services', body: newService() }),
    },
    {
      route: 'PATCH /api/monetization/services/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/monetization/services/${f.ids.service}`, body: { status: 'Available' } }),
    },
    {
      route: 'DELETE /api/monetization/services/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/monetization/services/${await ownersNew(f, '/api/monetization/services', newService())}` }),
    },
    {
      route: 'POST /api/monetization/services/:id/clients',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({ path: `/api/monetization/services/${f.ids.service}/clients`, body: newClient() }),
    },
    {
      route: 'PATCH /api/monetization/services/:id/clients/:clientId',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/monetization/services/${f.ids.service}/clients/${f.ids.serviceClient}`, body: { endedOn: null } }),
    },
    {
      route: 'DELETE /api/monetization/services/:id/clients/:clientId',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/monetization/services/${f.ids.service}/clients/${ok('client', await f.clients.owner.post(`/api/monetization/services/${f.ids.service}/clients`, newClient()), 201).id}`,
      }),
    },
  ],
  publicRoutes: {
    'GET /api/monetization/postbacks/:token':
      'an affiliate network reports a conversion: the signed token is the credential, rate-limited per address',
    'POST /api/monetization/postbacks/:token': 'the same postback sent as a form or JSON body',
  },
});
