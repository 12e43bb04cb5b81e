import type { TestClient } from '../../../test/harness';
import type { RoleFixture } from '../../../test/role-fixture';
import { areaRoles, fixed, ok, ownersNew, sendForm } from '../../../test/role-table';

const newProgram = () => ({
  name: 'Roles Hosting',
  category: 'Hosting',
  commission: '30%',
  destination: 'https://hosting.example/?ref=roles',
});
const newProduct = () => ({ name: 'Roles Guide', type: 'eBook', price: '19', destination: 'https://shop.example/guide' });
const newService = () => ({ name: 'Roles Audit', type: 'One-time Service', price: '$500' });
const newRevenue = () => ({ amount: '12.50', currency: 'USD', date: '2026-11-01', stream: 'services', notes: 'Roles' });
/** A lead magnet giving a small PDF, made by `client` for `listId`, sent as the screen sends it. */
export function leadMagnetForm(listId: string, title = 'Roles Starter Kit'): FormData {
  const form = new FormData();
  form.append('title', title);
  form.append('listId', listId);
  form.append('kind', 'file');
  form.append('file', new Blob(['%PDF-1.4 roles'], { type: 'application/pdf' }), 'starter-kit.pdf');
  return form;
}
const addLeadMagnet = (url: string, client: TestClient, listId: string) =>
  sendForm(url, client, '/api/monetization/lead-magnets', leadMagnetForm(listId));
/** A test on the seeded program's link, started again for each caller that ends it. */
const runningLinkTest = async (f: RoleFixture<{ programLink: string }>) =>
  ok(
    'link test',
    await f.clients.owner.put(`/api/monetization/experiments/link/${f.ids.programLink}`, {
      variantB: 'https://hosting.example/b',
      split: 50,
    }),
    200,
  );

const newClient = () => ({ name: 'Roles Client', email: 'client@roles.test', startedOn: '2026-11-01' });

/** roles.test.ts's rows for the Monetization Hub (ADR 018). */
export const roles = areaRoles<{
  program: string;
  product: string;
  service: string;
  serviceClient: string;
  programLink: string;
  monetizationList: string;
  leadMagnet: string;
}>({
  seed: async (f) => {
    const owner = f.clients.owner;
    const program = ok('program', await owner.post('/api/monetization/programs', newProgram()), 201);
    const service = ok('service', await owner.post('/api/monetization/services', newService()), 201).id;
    const monetizationList = ok('email list', await owner.post('/api/email/lists', { name: 'Roles leads', optIn: 'double' }), 201).id;
    return {
      monetizationList,
      leadMagnet: ok('lead magnet', await addLeadMagnet(f.server.url, owner, monetizationList), 201).id,
      program: program.id,
      programLink: program.link.id,
      product: ok('product', await owner.post('/api/monetization/products', newProduct()), 201).id,
      service,
      serviceClient: ok('client', await owner.post(`/api/monetization/services/${service}/clients`, newClient()), 201).id,
    };
  },
  rows: [
    { route: 'GET /api/monetization/summary', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/summary?range=7d') },
    {
      route: 'GET /api/monetization/report.html',
      expect: [200, 200, 200, 200, 401],
      call: fixed('/api/monetization/report.html?range=90d'),
    },
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
    { route: 'GET /api/monetization/settings', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/settings') },
    {
      route: 'PUT /api/monetization/settings',
      expect: [200, 200, 403, 200, 401],
      call: fixed('/api/monetization/settings', { analyticsRevenue: true }),
    },
    // An id no item of the workspace has answers null: what a stranger is told too.
    {
      route: 'GET /api/monetization/content/:id',
      expect: [200, 200, 200, 200, 401],
      call: (f) => ({ path: `/api/monetization/content/${f.ids.program}?range=7d` }),
    },
    {
      route: 'GET /api/monetization/top-content',
      expect: [200, 200, 200, 200, 401],
      call: fixed('/api/monetization/top-content?range=7d'),
    },
    { route: 'POST /api/monetization/suggestions', expect: [200, 200, 403, 200, 401], call: fixed('/api/monetization/suggestions') },
    { route: 'GET /api/monetization/experiments', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/experiments') },
    {
      route: 'PUT /api/monetization/experiments/link/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({
        path: `/api/monetization/experiments/link/${f.ids.programLink}`,
        body: { variantB: 'https://hosting.example/b', split: 40 },
      }),
    },
    {
      route: 'PUT /api/monetization/experiments/lead-magnet/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({
        path: `/api/monetization/experiments/lead-magnet/${f.ids.leadMagnet}`,
        body: { headingB: 'Get the kit free', split: 50 },
      }),
    },
    {
      route: 'POST /api/monetization/experiments/:kind/:id/end',
      expect: [200, 200, 403, 404, 401],
      call: async (f) => {
        await runningLinkTest(f);
        return { path: `/api/monetization/experiments/link/${f.ids.programLink}/end`, body: { keep: 'a' } };
      },
    },
    { route: 'GET /api/monetization/lead-magnets', expect: [200, 200, 200, 200, 401], call: fixed('/api/monetization/lead-magnets') },
    // The stranger names a list of this workspace's, which theirs does not have.
    {
      route: 'POST /api/monetization/lead-magnets',
      expect: [201, 201, 403, 400, 401],
      call: (f) => ({ path: '/api/monetization/lead-magnets', form: (url, client) => addLeadMagnet(url, client, f.ids.monetizationList) }),
    },
    {
      route: 'GET /api/monetization/lead-magnets/:id/embed',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/monetization/lead-magnets/${f.ids.leadMagnet}/embed` }),
    },
    {
      route: 'PATCH /api/monetization/lead-magnets/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/monetization/lead-magnets/${f.ids.leadMagnet}`, body: { description: 'Everything to start.' } }),
    },
    {
      route: 'DELETE /api/monetization/lead-magnets/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/monetization/lead-magnets/${ok('lead magnet', await addLeadMagnet(f.server.url, f.clients.owner, f.ids.monetizationList), 201).id}`,
      }),
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
