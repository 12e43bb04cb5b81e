import type { TestClient, TestResponse } from '../../../test/harness';
import { uniqueEmail } from '../../../test/role-fixture';
import { areaRoles, fixed, jobEnded, ok, ownersNew, sendForm } from '../../../test/role-table';

const emailCampaignBody = (listId: string, name = 'Spring bake sale') => ({
  name,
  listId,
  subject: 'Fresh rye this week',
  content: 'Hello {{ first_name }}!',
});

const automationBody = (listId: string, name = 'Welcome') => ({
  name,
  listId,
  kind: 'welcome',
  steps: [{ delayHours: 0, subject: 'Welcome!', content: 'Hello {{ first_name }}' }],
});

/** A two-row CSV import into the list. */
function importContacts(url: string, client: TestClient, listId: string): Promise<TestResponse> {
  const form = new FormData();
  form.append('file', new Blob(['email,name\nrye@roles.test,Rye Reader\nnot-an-address,Nobody\n'], { type: 'text/csv' }), 'contacts.csv');
  form.append('mapping', JSON.stringify({ listId, email: 'email', name: 'name' }));
  return sendForm(url, client, '/api/email/imports', form);
}

type EmailIds = {
  emailList: string;
  subscriber: string;
  segment: string;
  template: string;
  emailCampaign: string;
  emailImport: string;
  automation: string;
};

/** roles.test.ts's rows for Email Marketing (ADR 018). */
export const roles = areaRoles<EmailIds>({
  async seed(f) {
    const owner = f.clients.owner;
    const emailList = ok('email list', await owner.post('/api/email/lists', { name: 'Bread lovers', optIn: 'single' }), 201);
    const subscriber = ok(
      'subscriber',
      await owner.post('/api/email/subscribers', { email: 'reader@roles.test', name: 'Ada Reader', listIds: [emailList.id] }),
      201,
    );
    const segment = ok('segment', await owner.post('/api/email/segments', { name: 'Readers', rules: { listId: emailList.id } }), 201);
    const template = ok('template', await owner.post('/api/email/templates', { name: 'Weekly', body: 'Hello {{ first_name }}' }), 201);
    ok('email settings', await owner.put('/api/email/settings', { senderName: 'Bakery', postalAddress: '1 Mill Lane, Bristol' }), 200);
    const emailCampaign = ok('email campaign', await owner.post('/api/email/campaigns', emailCampaignBody(emailList.id)), 201);
    const emailImport = ok('email import', await importContacts(f.server.url, owner, emailList.id), 202);
    await jobEnded(owner, `/api/email/imports/${emailImport.id}`);
    const automation = ok('automation', await owner.post('/api/email/automations', automationBody(emailList.id)), 201);
    return {
      emailList: emailList.id,
      subscriber: subscriber.id,
      segment: segment.id,
      template: template.id,
      emailCampaign: emailCampaign.id,
      emailImport: emailImport.id,
      automation: automation.id,
    };
  },
  rows: [
    { route: 'GET /api/email/overview', expect: [200, 200, 200, 200, 401], call: fixed('/api/email/overview') },
    { route: 'GET /api/email/lists', expect: [200, 200, 200, 200, 401], call: fixed('/api/email/lists') },
    {
      route: 'POST /api/email/lists',
      expect: [201, 201, 403, 201, 401],
      call: (_f, caller) => ({ path: '/api/email/lists', body: { name: `List of ${caller}` } }),
    },
    {
      route: 'PATCH /api/email/lists/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/email/lists/${f.ids.emailList}`, body: { description: 'Weekly bakes' } }),
    },
    {
      route: 'DELETE /api/email/lists/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/email/lists/${await ownersNew(f, '/api/email/lists', { name: 'Short-lived' })}` }),
    },
    {
      route: 'GET /api/email/subscribers',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/email/subscribers?page=1&listId=${f.ids.emailList}` }),
    },
    {
      route: 'GET /api/email/subscribers',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/email/subscribers?segmentId=${f.ids.segment}` }),
    },
    {
      route: 'POST /api/email/subscribers',
      expect: [201, 201, 403, 404, 401],
      call: (f, caller) => ({
        path: '/api/email/subscribers',
        body: { email: uniqueEmail(`reader-${caller}`), listIds: [f.ids.emailList] },
      }),
    },
    {
      route: 'DELETE /api/email/subscribers/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/email/subscribers/${await ownersNew(f, '/api/email/subscribers', { email: uniqueEmail('leaving'), listIds: [f.ids.emailList] })}`,
      }),
    },
    {
      route: 'POST /api/email/imports',
      expect: [202, 202, 403, 404, 401],
      call: (f) => ({ path: '/api/email/imports', form: (url, client) => importContacts(url, client, f.ids.emailList) }),
      after: async (_f, _caller, response, client) => jobEnded(client, `/api/email/imports/${response.body.id}`),
    },
    {
      route: 'GET /api/email/imports/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/email/imports/${f.ids.emailImport}` }),
    },
    {
      route: 'GET /api/email/export',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/email/export?listId=${f.ids.emailList}` }),
    },
    {
      route: 'GET /api/email/export',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/email/export?segmentId=${f.ids.segment}` }),
    },
    { route: 'GET /api/email/segments', expect: [200, 200, 200, 200, 401], call: fixed('/api/email/segments') },
    {
      route: 'POST /api/email/segments',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({ path: '/api/email/segments', body: { name: 'On the list', rules: { listId: f.ids.emailList } } }),
    },
    {
      route: 'DELETE /api/email/segments/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/email/segments/${await ownersNew(f, '/api/email/segments', { name: 'Gone', rules: { tier: 'paid' } })}`,
      }),
    },
    { route: 'GET /api/email/templates', expect: [200, 200, 200, 200, 401], call: fixed('/api/email/templates') },
    {
      route: 'POST /api/email/templates',
      expect: [201, 201, 403, 201, 401],
      call: (_f, caller) => ({ path: '/api/email/templates', body: { name: `Template of ${caller}` } }),
    },
    {
      route: 'PUT /api/email/templates/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/email/templates/${f.ids.template}`, body: { name: 'Weekly', body: 'Hi {{ first_name }}' } }),
    },
    {
      route: 'DELETE /api/email/templates/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/email/templates/${await ownersNew(f, '/api/email/templates', { name: 'Short-lived' })}` }),
    },
    {
      route: 'POST /api/email/preview',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: '/api/email/preview', body: { subject: 'Hi', body: 'Hello {{ name }}', subscriberId: f.ids.subscriber } }),
    },
    { route: 'GET /api/email/campaigns', expect: [200, 200, 200, 200, 401], call: fixed('/api/email/campaigns') },
    {
      route: 'POST /api/email/campaigns',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({ path: '/api/email/campaigns', body: emailCampaignBody(f.ids.emailList) }),
    },
    {
      route: 'GET /api/email/campaigns/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/email/campaigns/${f.ids.emailCampaign}` }),
    },
    {
      route: 'PUT /api/email/campaigns/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/email/campaigns/${f.ids.emailCampaign}`, body: emailCampaignBody(f.ids.emailList, 'Summer bake sale') }),
    },
    {
      route: 'DELETE /api/email/campaigns/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/email/campaigns/${await ownersNew(f, '/api/email/campaigns', emailCampaignBody(f.ids.emailList, 'Short-lived'))}`,
      }),
    },
    {
      route: 'POST /api/email/campaigns/:id/duplicate',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({ path: `/api/email/campaigns/${f.ids.emailCampaign}/duplicate` }),
    },
    {
      route: 'POST /api/email/campaigns/:id/test',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/email/campaigns/${f.ids.emailCampaign}/test` }),
    },
    {
      route: 'POST /api/email/campaigns/:id/send',
      expect: [200, 200, 403, 404, 401],
      call: async (f) => ({
        path: `/api/email/campaigns/${await ownersNew(f, '/api/email/campaigns', emailCampaignBody(f.ids.emailList, 'Sent at once'))}/send`,
      }),
    },
    // Only a campaign under way can be paused, and only a paused one resumed: a draft is refused, after the role check.
    {
      route: 'POST /api/email/campaigns/:id/pause',
      expect: [409, 409, 403, 404, 401],
      call: (f) => ({ path: `/api/email/campaigns/${f.ids.emailCampaign}/pause` }),
    },
    {
      route: 'POST /api/email/campaigns/:id/resume',
      expect: [409, 409, 403, 404, 401],
      call: (f) => ({ path: `/api/email/campaigns/${f.ids.emailCampaign}/resume` }),
    },
    { route: 'GET /api/email/automations', expect: [200, 200, 200, 200, 401], call: fixed('/api/email/automations') },
    {
      route: 'POST /api/email/automations',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({ path: '/api/email/automations', body: automationBody(f.ids.emailList, 'Drip') }),
    },
    {
      route: 'PUT /api/email/automations/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/email/automations/${f.ids.automation}`, body: automationBody(f.ids.emailList) }),
    },
    {
      route: 'PATCH /api/email/automations/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/email/automations/${f.ids.automation}`, body: { enabled: false } }),
    },
    {
      route: 'DELETE /api/email/automations/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/email/automations/${await ownersNew(f, '/api/email/automations', automationBody(f.ids.emailList, 'Short-lived'))}`,
      }),
    },
    { route: 'GET /api/email/settings', expect: [200, 200, 200, 200, 401], call: fixed('/api/email/settings') },
    {
      route: 'PUT /api/email/settings',
      expect: [200, 200, 403, 200, 401],
      call: fixed('/api/email/settings', { senderName: 'Bakery', postalAddress: '1 Mill Lane, Bristol' }),
    },
    { route: 'GET /api/email/sender-smtp', expect: [200, 200, 200, 200, 401], call: fixed('/api/email/sender-smtp') },
    {
      // Nothing listens on port 1: the test of the connection fails, so every caller who may change it gets the worded 400.
      route: 'PUT /api/email/sender-smtp',
      expect: [400, 400, 403, 400, 401],
      call: fixed('/api/email/sender-smtp', {
        host: '127.0.0.1',
        port: 1,
        security: 'starttls',
        username: 'news@roles.test',
        password: 'not-kept',
        fromAddress: 'news@roles.test',
      }),
    },
    { route: 'DELETE /api/email/sender-smtp', expect: [204, 204, 403, 204, 401], call: fixed('/api/email/sender-smtp') },
  ],
  publicRoutes: {
    'POST /api/email/webhooks/mailgun': 'Mailgun’s bounce and complaint events; the signature with the instance’s signing key decides',
    'POST /api/email/webhooks/generic': 'bounces and complaints from any provider, signed with the instance’s EMAIL_WEBHOOK_SECRET',
  },
  queryIds: [
    ['GET', '/api/email/subscribers?listId=nope'],
    ['GET', '/api/email/subscribers?segmentId=nope'],
    ['GET', '/api/email/export?listId=nope'],
    ['GET', '/api/email/export?segmentId=nope'],
  ],
});
