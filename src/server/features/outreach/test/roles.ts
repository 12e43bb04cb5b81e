import type { TestClient } from '../../../test/harness';
import { areaRoles, fixed, ok, ownersNew } from '../../../test/role-table';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { until } from '../../../test/until';
import { addProspect, identityBody, sinkLogin, twoStepCampaign } from './campaign-fixtures';
import { type FakeImap, startFakeImap } from './fake-imap';
import { addLinkOpportunity } from './link-opportunity';

let sites = 0;
/** A site of its own for each call: one prospect per site. */
const newSite = () => ({ address: `roles-${++sites}.invalid` });
let influencers = 0;
/** A handle of its own for each call: one influencer per platform and handle. */
const newInfluencer = () => ({ name: 'Roles', platform: 'youtube', handle: `@roles${++influencers}` });

let sink: SmtpSink | undefined;
let imap: FakeImap | undefined;
const imapLogin = { user: 'sam', password: 'imap-roles-3' };
const sinkOf = () => {
  if (!sink) throw new Error('The outreach seed starts the SMTP sink');
  return sink;
};
let suppressed = 0;
const newSuppression = () => ({ value: `roles-${++suppressed}.example` });

/** Waits until the workspace has no prospect search under way: one at a time. */
const searchesSettled = (client: TestClient) =>
  until(
    async () => (await client.get('/api/outreach/searches/latest')).body.search as { status: string } | null,
    (search) => !search || search.status === 'done' || search.status === 'failed',
  );

/** roles.test.ts's rows for AI Outreach (ADR 018). */
export const roles = areaRoles<{
  prospect: string;
  prospectSearch: string;
  influencer: string;
  sendingIdentity: string;
  mailboxIdentity: string;
  outreachCampaign: string;
  enrollment: string;
  enrolledProspect: string;
}>({
  seed: async (f) => {
    [sink, imap] = await Promise.all([startSmtpSink({ login: sinkLogin }), startFakeImap(imapLogin)]);
    const owner = f.clients.owner;
    const sendingIdentity = ok('sending identity', await owner.post('/api/outreach/identities', identityBody(sink)), 201).id;
    const mailbox = { host: '127.0.0.1', port: imap.port, tls: false, username: imapLogin.user, password: imapLogin.password };
    const mailboxIdentity = ok(
      'identity with IMAP',
      await owner.post('/api/outreach/identities', identityBody(sink, { imap: mailbox })),
      201,
    ).id;
    const outreachCampaign = ok('outreach campaign', await owner.post('/api/outreach/campaigns', twoStepCampaign(sendingIdentity)), 201).id;
    const enrolledProspect = await addProspect(f.server.db, f.workspaceId, 'roles-enrolled.example');
    const enrolled = ok(
      'enrollment',
      await owner.post(`/api/outreach/campaigns/${outreachCampaign}/prospects`, { prospectIds: [enrolledProspect] }),
      201,
    );
    return {
      prospect: ok('prospect', await owner.post('/api/outreach/prospects', newSite()), 201).id,
      prospectSearch: ok('prospect search', await owner.post('/api/outreach/searches', { type: 'keyword', term: 'bread' }), 202).id,
      influencer: ok('influencer', await owner.post('/api/outreach/influencers', newInfluencer()), 201).id,
      sendingIdentity,
      mailboxIdentity,
      outreachCampaign,
      enrollment: enrolled.enrolled[0].id,
      enrolledProspect,
    };
  },
  close: async () => {
    await Promise.all([sink?.close(), imap?.close()]);
  },
  rows: [
    { route: 'GET /api/outreach/identities', expect: [200, 200, 200, 200, 401], call: fixed('/api/outreach/identities') },
    // Each accepted login makes another identity, checked against the SMTP sink.
    {
      route: 'POST /api/outreach/identities',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/outreach/identities', body: identityBody(sinkOf()) }),
    },
    {
      route: 'PATCH /api/outreach/identities/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/identities/${f.ids.sendingIdentity}`, body: { dailyCap: 20 } }),
    },
    {
      route: 'POST /api/outreach/identities/:id/check-replies',
      expect: [202, 202, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/identities/${f.ids.mailboxIdentity}/check-replies` }),
    },
    {
      route: 'DELETE /api/outreach/identities/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/outreach/identities/${await ownersNew(f, '/api/outreach/identities', identityBody(sinkOf()))}` }),
    },
    { route: 'GET /api/outreach/campaigns', expect: [200, 200, 200, 200, 401], call: fixed('/api/outreach/campaigns') },
    // The identity named in the body is this workspace's: the stranger's workspace has no such identity.
    {
      route: 'POST /api/outreach/campaigns',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({ path: '/api/outreach/campaigns', body: twoStepCampaign(f.ids.sendingIdentity) }),
    },
    {
      route: 'GET /api/outreach/campaigns/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/outreach/campaigns/${f.ids.outreachCampaign}` }),
    },
    {
      route: 'POST /api/outreach/campaigns/:id/pause',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/campaigns/${f.ids.outreachCampaign}/pause` }),
    },
    {
      route: 'POST /api/outreach/campaigns/:id/resume',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/campaigns/${f.ids.outreachCampaign}/resume` }),
    },
    // Enrolled already: answered with the prospect skipped, and nothing new to send.
    {
      route: 'POST /api/outreach/campaigns/:id/prospects',
      expect: [201, 201, 403, 404, 401],
      call: (f) => ({
        path: `/api/outreach/campaigns/${f.ids.outreachCampaign}/prospects`,
        body: { prospectIds: [f.ids.enrolledProspect] },
      }),
    },
    {
      route: 'GET /api/outreach/campaigns/:id/enrollments/:enrollmentId/message',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/outreach/campaigns/${f.ids.outreachCampaign}/enrollments/${f.ids.enrollment}/message` }),
    },
    {
      route: 'PATCH /api/outreach/campaigns/:id/enrollments/:enrollmentId/message',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({
        path: `/api/outreach/campaigns/${f.ids.outreachCampaign}/enrollments/${f.ids.enrollment}/message`,
        body: { opening: 'I read the roles page on roles-enrolled.example.' },
      }),
    },
    {
      route: 'PATCH /api/outreach/campaigns/:id/enrollments/:enrollmentId',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({
        path: `/api/outreach/campaigns/${f.ids.outreachCampaign}/enrollments/${f.ids.enrollment}`,
        body: { label: 'not_now' },
      }),
    },
    // Approving an enrollment that is not the campaign's approves nothing, so the table sends no mail.
    {
      route: 'POST /api/outreach/campaigns/:id/approve',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/campaigns/${f.ids.outreachCampaign}/approve`, body: { enrollmentIds: [f.ids.prospect] } }),
    },
    {
      route: 'DELETE /api/outreach/campaigns/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({
        path: `/api/outreach/campaigns/${await ownersNew(f, '/api/outreach/campaigns', twoStepCampaign(f.ids.sendingIdentity))}`,
      }),
    },
    { route: 'GET /api/outreach/suppressions', expect: [200, 200, 200, 200, 401], call: fixed('/api/outreach/suppressions') },
    {
      route: 'POST /api/outreach/suppressions',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/outreach/suppressions', body: newSuppression() }),
    },
    {
      route: 'DELETE /api/outreach/suppressions/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/outreach/suppressions/${await ownersNew(f, '/api/outreach/suppressions', newSuppression())}` }),
    },
    // One search under way per workspace: each caller waits for the one before.
    {
      route: 'POST /api/outreach/searches',
      expect: [202, 202, 403, 404, 401],
      call: async (f) => {
        await searchesSettled(f.clients.owner);
        return { path: '/api/outreach/searches', body: { type: 'niche', term: 'bread', projectId: f.ids.project } };
      },
    },
    { route: 'GET /api/outreach/searches/latest', expect: [200, 200, 200, 200, 401], call: fixed('/api/outreach/searches/latest') },
    {
      route: 'GET /api/outreach/searches/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/outreach/searches/${f.ids.prospectSearch}` }),
    },
    { route: 'GET /api/outreach/influencers', expect: [200, 200, 200, 200, 401], call: fixed('/api/outreach/influencers') },
    {
      route: 'POST /api/outreach/influencers',
      expect: [201, 201, 403, 201, 401],
      call: () => ({ path: '/api/outreach/influencers', body: newInfluencer() }),
    },
    // A handle without its instance is refused before any platform is asked: the table stays off the network.
    {
      route: 'POST /api/outreach/influencers/lookup',
      expect: [400, 400, 403, 400, 401],
      call: fixed('/api/outreach/influencers/lookup', { platform: 'mastodon', handle: 'roles' }),
    },
    {
      route: 'POST /api/outreach/influencers/import',
      expect: [200, 200, 403, 200, 401],
      call: () => {
        const { name, platform, handle } = newInfluencer();
        return { path: '/api/outreach/influencers/import', body: { csv: `name,platform,handle\n${name},${platform},${handle}` } };
      },
    },
    // Without a YouTube key the refresh records why it could not read the channel: no network either.
    {
      route: 'POST /api/outreach/influencers/:id/refresh',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/influencers/${f.ids.influencer}/refresh`, body: {} }),
    },
    {
      route: 'GET /api/outreach/influencers/:id/history',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/outreach/influencers/${f.ids.influencer}/history` }),
    },
    {
      route: 'PATCH /api/outreach/influencers/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/influencers/${f.ids.influencer}`, body: { niche: 'Roles' } }),
    },
    {
      route: 'DELETE /api/outreach/influencers/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/outreach/influencers/${await ownersNew(f, '/api/outreach/influencers', newInfluencer())}` }),
    },
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
    // Each call starts from an opportunity of its own, so each makes a prospect.
    {
      route: 'POST /api/outreach/prospects/from-opportunity',
      expect: [201, 201, 403, 404, 401],
      call: async (f) => ({
        path: '/api/outreach/prospects/from-opportunity',
        body: { opportunityId: await addLinkOpportunity(f.server.db, f.workspaceId, `https://${newSite().address}/links`) },
      }),
    },
    {
      route: 'GET /api/outreach/prospects/:id/history',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/outreach/prospects/${f.ids.prospect}/history` }),
    },
    {
      route: 'POST /api/outreach/prospects/:id/discover',
      expect: [202, 202, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/prospects/${f.ids.prospect}/discover`, body: {} }),
    },
    {
      route: 'PATCH /api/outreach/prospects/:id',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/outreach/prospects/${f.ids.prospect}`, body: { partner: true } }),
    },
    { route: 'GET /api/outreach/overview', expect: [200, 200, 200, 200, 401], call: fixed('/api/outreach/overview') },
    {
      route: 'DELETE /api/outreach/prospects/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => ({ path: `/api/outreach/prospects/${await ownersNew(f, '/api/outreach/prospects', newSite())}` }),
    },
  ],
});
