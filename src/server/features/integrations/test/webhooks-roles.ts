import type { RoleFixture } from '../../../test/role-fixture';
import { type Row, fixed, ok, ownersNew } from '../../../test/role-table';

const webhooks = '/api/integrations/webhooks';
/** No delivery reaches it: the rows are about who may, not about sending. */
const url = 'https://hooks.example/uplift';

/** An endpoint of the Owner's for this call alone, since calls change or delete it. */
const endpoint = (f: RoleFixture) => ownersNew(f, webhooks, { url });
/** A REST hook's endpoint of the Owner's, which only the hook's unsubscribe removes. */
const hook = (f: RoleFixture) => ownersNew(f, `${webhooks}/hooks`, { target_url: url, event: 'post.published' });

async function delivery(f: RoleFixture): Promise<string> {
  const id = await endpoint(f);
  const sent = ok('test event', await f.clients.owner.post(`${webhooks}/${id}/test`), 201);
  return `${webhooks}/${id}/deliveries/${sent.id}`;
}

/** roles.test.ts's rows for the outgoing webhooks (ADR 018, ADR 028); roles.ts joins them. */
export const webhookRows: Row[] = [
  { route: `GET ${webhooks}`, expect: [200, 200, 200, 200, 401], call: fixed(webhooks) },
  { route: `POST ${webhooks}`, expect: [201, 201, 403, 201, 401], call: fixed(webhooks, { url, eventTypes: ['content.published'] }) },
  {
    route: `POST ${webhooks}/hooks`,
    expect: [201, 201, 403, 201, 401],
    call: fixed(`${webhooks}/hooks`, { target_url: url, event: 'post.published' }),
  },
  {
    route: `DELETE ${webhooks}/hooks/:id`,
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `${webhooks}/hooks/${await hook(f)}` }),
  },
  { route: `GET ${webhooks}/:id`, expect: [200, 200, 200, 404, 401], call: async (f) => ({ path: `${webhooks}/${await endpoint(f)}` }) },
  {
    route: `PATCH ${webhooks}/:id`,
    expect: [200, 200, 403, 404, 401],
    call: async (f) => ({ path: `${webhooks}/${await endpoint(f)}`, body: { description: 'CRM', enabled: false } }),
  },
  { route: `DELETE ${webhooks}/:id`, expect: [204, 204, 403, 404, 401], call: async (f) => ({ path: `${webhooks}/${await endpoint(f)}` }) },
  {
    route: `POST ${webhooks}/:id/reveal-secret`,
    expect: [200, 200, 403, 404, 401],
    call: async (f) => ({ path: `${webhooks}/${await endpoint(f)}/reveal-secret` }),
  },
  {
    route: `POST ${webhooks}/:id/rotate-secret`,
    expect: [200, 200, 403, 404, 401],
    call: async (f) => ({ path: `${webhooks}/${await endpoint(f)}/rotate-secret` }),
  },
  {
    route: `POST ${webhooks}/:id/test`,
    expect: [201, 201, 403, 404, 401],
    call: async (f) => ({ path: `${webhooks}/${await endpoint(f)}/test` }),
  },
  {
    route: `GET ${webhooks}/:id/deliveries`,
    expect: [200, 200, 200, 404, 401],
    call: async (f) => ({ path: `${webhooks}/${await endpoint(f)}/deliveries?page=1` }),
  },
  {
    route: `POST ${webhooks}/:id/deliveries/:deliveryId/resend`,
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `${await delivery(f)}/resend` }),
  },
];
