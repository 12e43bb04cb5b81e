import type { RoleFixture } from '../../../test/role-fixture';
import { type Row, fixed, ok, ownersNew } from '../../../test/role-table';

const integrations = '/api/integrations';
/** A loopback address the guarded client refuses at once: the rows are about who may, not about connecting. */
const unreachable = { credentials: { webhookUrl: 'http://127.0.0.1:9/hook' } };
const custom = { name: 'CRM', category: 'other', description: 'Leads from our CRM' };

/** A custom integration of the Owner's for this call alone, since the call deletes it. */
const ownersCustom = async (f: RoleFixture) =>
  ok('custom integration', await f.clients.owner.post(`${integrations}/custom`, custom), 201).integration.id as string;
const blogPost = { type: 'blog', title: 'Rye', body: { title: 'Rye', metaDescription: '', content: 'Bake it.', tags: [] } };
const ownersPost = (f: RoleFixture) => ownersNew(f, '/api/content', blogPost);

/** roles.test.ts's rows for the /integrations catalogue, publishing and workflows (ADR 018); roles.ts joins them. */
export const catalogueRows: Row[] = [
  { route: `GET ${integrations}`, expect: [200, 200, 200, 200, 401], call: fixed(integrations) },
  {
    route: `POST ${integrations}/:id/connect`,
    expect: [422, 422, 403, 422, 401],
    call: fixed(`${integrations}/slack/connect`, unreachable),
  },
  { route: `POST ${integrations}/:id/disconnect`, expect: [200, 200, 403, 200, 401], call: fixed(`${integrations}/slack/disconnect`) },
  {
    route: `PUT ${integrations}/:id/settings`,
    // Only a connected integration that imports has settings.
    expect: [404, 404, 403, 404, 401],
    call: fixed(`${integrations}/mailchimp/settings`, {
      syncFrequency: 'daily',
      imports: { analytics: true, profiles: true, content: false },
    }),
  },
  {
    route: `POST ${integrations}/:id/sync`,
    // Only a connected integration that imports syncs: who may is decided before that.
    expect: [404, 404, 403, 404, 401],
    call: fixed(`${integrations}/mailchimp/sync`),
  },
  { route: `POST ${integrations}/custom`, expect: [201, 201, 403, 201, 401], call: fixed(`${integrations}/custom`, custom) },
  {
    route: `DELETE ${integrations}/custom/:id`,
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `${integrations}/custom/${await ownersCustom(f)}` }),
  },
  {
    route: `GET ${integrations}/publishing`,
    expect: [200, 200, 200, 200, 401],
    call: async (f) => ({ path: `${integrations}/publishing?contentId=${await ownersPost(f)}` }),
  },
  {
    route: `POST ${integrations}/publishing`,
    // No site is connected in the fixture's workspaces: who may is decided before that.
    expect: [409, 409, 403, 409, 401],
    call: async (f) => ({
      path: `${integrations}/publishing`,
      body: { contentId: await ownersPost(f), target: 'wordpress', status: 'draft' },
    }),
  },
  { route: `GET ${integrations}/workflows`, expect: [200, 200, 200, 200, 401], call: fixed(`${integrations}/workflows`) },
  {
    route: `PUT ${integrations}/workflows/:kind`,
    // The fixture's workspaces have no social account to choose: who may is decided before that.
    expect: [400, 400, 403, 400, 401],
    call: fixed(`${integrations}/workflows/blog_to_social`, {
      active: true,
      settings: { accountIds: ['6a1f3b1e-0000-4000-8000-000000000000'], timing: 'draft' },
    }),
  },
];

export const cataloguePublic = {
  'POST /api/integrations/incoming/:id':
    'Other software posts to a custom integration: signed with its secret, rate-limited per integration.',
  'POST /api/integrations/stores/:connectionId':
    'A connected shop posts its webhooks (Shopify, WooCommerce, Lemon Squeezy signed with their secret; Gumroad’s Ping with the token in its address), rate-limited per connection.',
};
