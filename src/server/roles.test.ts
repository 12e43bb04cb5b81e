import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeBluesky, type FakeBluesky } from './test/fake-bluesky';
import type { FakeStripe } from './test/fake-stripe';
import type { TestClient, TestResponse } from './test/harness';
import {
  buildRoleFixture,
  callers,
  campaignBody,
  automationBody,
  blueskyAccount,
  emailCampaignBody,
  importContacts,
  emailDraft,
  jobEnded,
  stripeEnv,
  testPassword,
  uniqueEmail,
  uploadNotes,
  uploadPhoto,
  uploadSocialImage,
  uploadSocialVideo,
  send,
  type Call,
  type Caller,
  type RoleFixture,
} from './test/role-fixture';
import { useTestServer } from './test/use-test-server';
import { errorLogsDuring, probesOf, serverErrors, validCalls } from './test/malformed-input';
import { authRequestBodies } from './sign-in/request-bodies';

/**
 * Every role against every route (issue 14, ADR 018). One row per mounted route: the status each
 * caller must get, in the order Owner, Editor, Viewer, a member of another workspace (the stranger,
 * acting on this workspace's ids), signed out. A route mounted without a row fails the coverage test.
 *
 * The rules the rows follow:
 * - Viewers read; every write to the workspace's data answers them 403 READ_ONLY.
 * - Editors create and edit; billing's writes, the team's management and deleting the workspace
 *   answer them 403 OWNER_ONLY.
 * - The user's own things (account, sessions, photo, notices, preferences, switching, leaving,
 *   accepting an invitation, their own Sample workspace) are every role's.
 * - Another workspace's ids answer 404, in the path, the query or the body alike: a route that takes
 *   an optional id is called with one, so the stranger names this workspace's. Routes without an id act
 *   on the caller's own workspace, and nothing of this workspace ever shows in what the stranger is answered.
 * - Signed out: 401.
 */

type Statuses = readonly [owner: number, editor: number, viewer: number, stranger: number, signedOut: number];

interface Row {
  route: string;
  expect: Statuses;
  call: (f: RoleFixture, caller: Caller) => Call | Promise<Call>;
  /** Puts things back after a call that succeeded (2xx), so later rows meet the same workspace. */
  after?: (f: RoleFixture, caller: Caller, response: TestResponse, client: TestClient) => Promise<void>;
}

const future = () => new Date(Date.now() + 7 * 86_400_000).toISOString();
const fixed = (path: string, body?: unknown) => () => ({ path, body });
/** The caller's own workspace, to return to after a call that switched away from it. */
const home = (f: RoleFixture, caller: Caller) => (caller === 'stranger' ? f.strangerWorkspaceId : f.workspaceId);
const backHome = (f: RoleFixture, caller: Caller, _response: TestResponse, client: TestClient) => f.switchBack(client, home(f, caller));
/** A resource made by the Owner for this call alone, because the call deletes it. */
const ownersNew = async (f: RoleFixture, path: string, body: unknown) => {
  const made = await f.clients.owner.post(path, body);
  if (made.status !== 201) throw new Error(`${path}: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body.id as string;
};
/** Editors and Viewers leaving or deleting their account are fresh accounts of that role. */
const freshFor = async (f: RoleFixture, caller: Caller) =>
  caller === 'editor' || caller === 'viewer'
    ? (await f.freshMember(caller)).client
    : caller === 'stranger'
      ? (await f.freshStranger()).client
      : undefined;

const table: Row[] = [
  // The user and their workspaces
  { route: 'GET /api/me', expect: [200, 200, 200, 200, 401], call: fixed('/api/me') },
  { route: 'GET /api/workspaces', expect: [200, 200, 200, 200, 401], call: fixed('/api/workspaces') },
  {
    route: 'POST /api/workspaces/current',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: '/api/workspaces/current', body: { workspaceId: f.workspaceId } }),
  },
  { route: 'POST /api/workspaces/sample', expect: [201, 201, 201, 201, 401], call: fixed('/api/workspaces/sample'), after: backHome },
  // Only a Sample workspace can be deleted, and only by its owner; an Editor may not even try on the team's.
  { route: 'DELETE /api/workspaces/:id', expect: [409, 403, 403, 404, 401], call: (f) => ({ path: `/api/workspaces/${f.workspaceId}` }) },
  {
    route: 'DELETE /api/workspaces/:id',
    expect: [204, 204, 204, 204, 401],
    call: async (f, caller) => {
      const client = f.clients[caller === 'signedOut' ? 'owner' : caller];
      const sample = await client.post('/api/workspaces/sample');
      await f.switchBack(client, home(f, caller === 'signedOut' ? 'owner' : caller));
      return { path: `/api/workspaces/${sample.body.workspace.id}` };
    },
  },
  { route: 'GET /api/events', expect: [200, 200, 200, 200, 401], call: fixed('/api/events?limit=10') },
  { route: 'GET /api/integrations/status', expect: [200, 200, 200, 200, 401], call: fixed('/api/integrations/status') },
  { route: 'POST /api/events/visits', expect: [200, 200, 200, 200, 401], call: fixed('/api/events/visits', { screen: 'settings' }) },
  { route: 'GET /api/notifications', expect: [200, 200, 200, 200, 401], call: fixed('/api/notifications') },
  { route: 'GET /api/notifications/preferences', expect: [200, 200, 200, 200, 401], call: fixed('/api/notifications/preferences') },
  {
    route: 'PUT /api/notifications/preferences',
    expect: [200, 200, 200, 200, 401],
    call: fixed('/api/notifications/preferences', { kind: 'account', inApp: true, email: true }),
  },
  { route: 'POST /api/notifications/read-all', expect: [200, 200, 200, 200, 401], call: fixed('/api/notifications/read-all') },
  // A notice is its recipient's: the Owner's is nobody else's to mark.
  {
    route: 'POST /api/notifications/:id/read',
    expect: [200, 404, 404, 404, 401],
    call: (f) => ({ path: `/api/notifications/${f.ids.notification}/read` }),
  },
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
  { route: 'GET /api/dashboard', expect: [200, 200, 200, 200, 401], call: fixed('/api/dashboard') },

  // The account: the user's own, whatever their role
  { route: 'GET /api/account/sessions', expect: [200, 200, 200, 200, 401], call: fixed('/api/account/sessions') },
  {
    route: 'DELETE /api/account/sessions/:id',
    expect: [200, 200, 200, 200, 401],
    call: async (f, caller) => ({
      path: `/api/account/sessions/${await secondSession(f.emails[caller === 'signedOut' ? 'owner' : caller])}`,
    }),
  },
  { route: 'POST /api/account/photo', expect: [200, 200, 200, 200, 401], call: () => ({ path: '/api/account/photo', form: uploadPhoto }) },
  // Photos show to the people who share a workspace with their owner.
  {
    route: 'GET /api/account/photos/:userId',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/account/photos/${f.userIds.owner}` }),
  },
  {
    route: 'DELETE /api/account/photo',
    expect: [200, 200, 200, 200, 401],
    call: fixed('/api/account/photo'),
    // The Owner's photo is shown again to the rows after this one.
    after: async (f, caller) => {
      if (caller === 'owner') await uploadPhoto(uplift.server.url, f.clients.owner);
    },
  },
  { route: 'GET /api/account/export', expect: [200, 200, 200, 200, 401], call: fixed('/api/account/export?format=json') },
  // The Owner must hand the workspace over first; anyone else deletes their own account.
  {
    route: 'POST /api/account/delete',
    expect: [409, 200, 200, 200, 401],
    call: async (f, caller) => ({ path: '/api/account/delete', body: { password: testPassword }, as: await freshFor(f, caller) }),
  },

  // The team: the Owner's to manage; members read it, leave it and join others
  { route: 'GET /api/team', expect: [200, 200, 200, 200, 401], call: fixed('/api/team') },
  {
    route: 'POST /api/team/invitations',
    expect: [201, 403, 403, 201, 401],
    call: () => ({ path: '/api/team/invitations', body: { email: uniqueEmail('invited'), role: 'viewer' } }),
  },
  {
    route: 'POST /api/team/invitations/:id/resend',
    expect: [200, 403, 403, 404, 401],
    call: (f) => ({ path: `/api/team/invitations/${f.ids.invitation}/resend` }),
  },
  {
    route: 'DELETE /api/team/invitations/:id',
    expect: [204, 403, 403, 404, 401],
    call: async (f) => ({
      path: `/api/team/invitations/${await ownersNew(f, '/api/team/invitations', { email: uniqueEmail('revoked'), role: 'viewer' })}`,
    }),
  },
  {
    route: 'PATCH /api/team/members/:userId',
    expect: [200, 403, 403, 404, 401],
    call: (f) => ({ path: `/api/team/members/${f.ids.target}`, body: { role: 'viewer' } }),
  },
  {
    route: 'DELETE /api/team/members/:userId',
    expect: [204, 403, 403, 404, 401],
    call: async (f) => ({ path: `/api/team/members/${(await f.freshMember('viewer')).userId}` }),
  },
  // The Owner must transfer first; the stranger owns the only workspace they have.
  {
    route: 'POST /api/team/leave',
    expect: [409, 200, 200, 409, 401],
    call: async (f, caller) => ({ path: '/api/team/leave', as: caller === 'stranger' ? undefined : await freshFor(f, caller) }),
  },
  {
    route: 'POST /api/team/transfer',
    expect: [200, 403, 403, 404, 401],
    call: (f) => ({ path: '/api/team/transfer', body: { userId: f.userIds.editor } }),
    // The Editor, now Owner, hands it back.
    after: async (f, caller) => {
      if (caller !== 'owner') return;
      const back = await f.clients.editor.post('/api/team/transfer', { userId: f.userIds.owner });
      expect(back.status).toBe(200);
    },
  },
  // Accepting an invitation to another workspace is the invitee's own act, whatever their role here.
  {
    route: 'POST /api/invitations/:token/accept',
    expect: [200, 200, 200, 200, 401],
    call: async (f, caller) => {
      // The Owner of a third workspace invites the caller (signed out: someone who has no account yet).
      const email = caller === 'signedOut' ? uniqueEmail('nobody') : f.emails[caller];
      const host = await f.freshStranger('professional');
      const sent = await host.client.post('/api/team/invitations', { email, role: 'viewer' });
      if (sent.status !== 201) throw new Error(`invite ${email}: ${sent.status} ${JSON.stringify(sent.body)}`);
      return { path: `/api/invitations/${await f.invitationToken(email)}/accept` };
    },
    after: backHome,
  },

  // Billing: members see the plan; only the Owner pays, changes the plan and reads invoices
  { route: 'GET /api/billing', expect: [200, 200, 200, 200, 401], call: fixed('/api/billing') },
  { route: 'GET /api/billing/prices', expect: [200, 200, 200, 200, 401], call: fixed('/api/billing/prices') },
  { route: 'GET /api/billing/invoices', expect: [200, 403, 403, 200, 401], call: fixed('/api/billing/invoices') },
  {
    route: 'POST /api/billing/checkout',
    expect: [200, 403, 403, 200, 401],
    call: (f) => ({ path: '/api/billing/checkout', body: { priceId: f.professionalPriceId } }),
  },
  { route: 'POST /api/billing/portal', expect: [200, 403, 403, 200, 401], call: fixed('/api/billing/portal', {}) },

  // Projects and campaigns
  { route: 'GET /api/projects', expect: [200, 200, 200, 200, 401], call: fixed('/api/projects') },
  { route: 'POST /api/projects', expect: [201, 201, 403, 201, 401], call: fixed('/api/projects', { name: 'Another site' }) },
  {
    route: 'PUT /api/projects/:id',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/projects/${f.ids.project}`, body: { name: 'Bakery', niche: 'Food' } }),
  },
  {
    route: 'DELETE /api/projects/:id',
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `/api/projects/${await ownersNew(f, '/api/projects', { name: 'Short-lived' })}` }),
  },
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

  // Content: writing and generating are edits; the library, calendar and first ideas are reads
  {
    route: 'POST /api/content/generate',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: '/api/content/generate', body: { topic: 'Rye bread', type: 'blog', projectId: f.ids.project } }),
  },
  {
    route: 'GET /api/content/ideas',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/content/ideas?projectId=${f.ids.project}` }),
  },
  {
    route: 'POST /api/content/ideas',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: '/api/content/ideas', body: { round: 1, projectId: f.ids.project } }),
  },
  {
    route: 'POST /api/content/insights',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/content/insights?projectId=${f.ids.project}` }),
  },
  {
    route: 'POST /api/content/bulk',
    expect: [202, 202, 403, 404, 401],
    call: (f) => ({ path: '/api/content/bulk', body: { topics: ['Sourdough'], type: 'email', projectId: f.ids.project } }),
    after: async (_f, _caller, response, client) => jobEnded(client, `/api/content/bulk/${response.body.id}`),
  },
  { route: 'GET /api/content/bulk/:id', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: `/api/content/bulk/${f.ids.bulk}` }) },
  { route: 'GET /api/content', expect: [200, 200, 200, 200, 401], call: fixed('/api/content') },
  { route: 'POST /api/content', expect: [201, 201, 403, 201, 401], call: fixed('/api/content', emailDraft('Weekend hours')) },
  {
    route: 'GET /api/content/calendar',
    expect: [200, 200, 200, 200, 401],
    call: () => ({ path: `/api/content/calendar?from=${new Date().toISOString()}&to=${future()}` }),
  },
  { route: 'GET /api/content/:id', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: `/api/content/${f.ids.content}` }) },
  {
    route: 'PUT /api/content/:id',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/content/${f.ids.content}`, body: emailDraft('Opening hours') }),
  },
  {
    route: 'PATCH /api/content/:id/status',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/content/${f.ids.content}/status`, body: { status: 'draft' } }),
  },
  {
    route: 'PATCH /api/content/:id/schedule',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/content/${f.ids.content}/schedule`, body: { scheduledAt: future() } }),
  },
  {
    route: 'PATCH /api/content/:id/published-url',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({
      path: `/api/content/${f.ids.content}/published-url`,
      body: { publishedUrl: 'https://bakery.example/blog/opening-hours' },
    }),
  },
  {
    route: 'DELETE /api/content/:id',
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `/api/content/${await ownersNew(f, '/api/content', emailDraft('Short-lived'))}` }),
  },

  // Email Marketing
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
    call: (f, caller) => ({ path: '/api/email/subscribers', body: { email: uniqueEmail(`reader-${caller}`), listIds: [f.ids.emailList] } }),
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

  // Smart Setup
  {
    route: 'POST /api/setup/analyses',
    expect: [202, 202, 403, 202, 401],
    // A loopback address is refused at once, so the analysis ends quickly (as failed) and leaves room.
    call: fixed('/api/setup/analyses', { url: 'http://127.0.0.1:9/' }),
    after: async (_f, _caller, response, client) => jobEnded(client, `/api/setup/analyses/${response.body.id}`),
  },
  {
    route: 'POST /api/setup/uploads',
    expect: [202, 202, 403, 202, 401],
    call: () => ({ path: '/api/setup/uploads', form: uploadNotes }),
    after: async (_f, _caller, response, client) => jobEnded(client, `/api/setup/analyses/${response.body.id}`),
  },
  { route: 'GET /api/setup/uploads', expect: [200, 200, 200, 200, 401], call: fixed('/api/setup/uploads') },
  {
    route: 'POST /api/setup/manual',
    expect: [201, 201, 403, 201, 401],
    call: fixed('/api/setup/manual', { niche: 'Food', keywords: 'rye' }),
  },
  {
    route: 'GET /api/setup/analyses/:id',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/setup/analyses/${f.ids.analysis}` }),
  },
  {
    route: 'DELETE /api/setup/analyses/:id',
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `/api/setup/analyses/${await ownersNew(f, '/api/setup/manual', { niche: 'Food', keywords: 'oats' })}` }),
  },
  // Social Engine
  { route: 'GET /api/social/networks', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/networks') },
  { route: 'GET /api/social/accounts', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/accounts') },
  // Connecting the same account again updates it; the stranger connects it to their own workspace.
  {
    route: 'POST /api/social/accounts',
    expect: [201, 201, 403, 201, 401],
    call: () => ({ path: '/api/social/accounts', body: blueskyAccount(bluesky!) }),
  },
  // A browser navigation: members land back on /social, told why it did not connect (no state here).
  { route: 'GET /api/social/connect/callback', expect: [302, 302, 302, 302, 401], call: fixed('/api/social/connect/callback?code=abc') },
  // No Facebook consent behind this choice: members who may connect are told it expired; a Viewer may not ask.
  {
    route: 'GET /api/social/page-choices/:id',
    expect: [400, 400, 403, 400, 401],
    call: fixed('/api/social/page-choices/5b0f3a52-2f4c-4d0e-9d6b-3f1f5a0c2e11'),
  },
  {
    route: 'POST /api/social/page-choices/:id',
    expect: [400, 400, 403, 400, 401],
    call: fixed('/api/social/page-choices/5b0f3a52-2f4c-4d0e-9d6b-3f1f5a0c2e11', { pageIds: ['104000000000001'] }),
  },
  // Public: the signature is the permission, and an unsigned link names nothing (social-networks.test.ts serves a signed one).
  {
    route: 'GET /api/social-media/:token',
    expect: [404, 404, 404, 404, 404],
    call: fixed('/api/social-media/bm90LXNpZ25lZA.AAAAAAAAAAAAAAAAAAAAAA'),
  },
  {
    route: 'POST /api/social/accounts/:id/disconnect',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/social/accounts/${f.ids.socialAccount}/disconnect` }),
  },
  {
    route: 'POST /api/social/accounts/:id/reconnect',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/social/accounts/${f.ids.socialAccount}/reconnect` }),
  },
  {
    route: 'DELETE /api/social/accounts/:id',
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({ path: `/api/social/accounts/${await f.throwawaySocialAccount()}` }),
  },
  {
    route: 'POST /api/social/media',
    expect: [201, 201, 403, 201, 401],
    call: () => ({ path: '/api/social/media', form: uploadSocialImage }),
  },
  {
    route: 'POST /api/social/media/videos',
    expect: [201, 201, 403, 201, 401],
    call: () => ({ path: '/api/social/media/videos', form: uploadSocialVideo }),
  },
  {
    route: 'GET /api/social/media/:id',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/social/media/${f.ids.socialImage}` }),
  },
  { route: 'GET /api/social/posts', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/posts') },
  {
    route: 'POST /api/social/posts',
    expect: [201, 201, 403, 404, 401],
    call: (f) => ({ path: '/api/social/posts', body: { content: 'Rye at noon', accountIds: [f.ids.socialAccount] } }),
  },
  {
    route: 'PUT /api/social/posts/:id',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({
      path: `/api/social/posts/${f.ids.socialPost}`,
      body: { content: 'Rye at one', accountIds: [f.ids.socialAccount], scheduledAt: future() },
    }),
  },
  {
    route: 'POST /api/social/posts/:id/cancel',
    expect: [200, 409, 403, 404, 401],
    call: (f) => ({ path: `/api/social/posts/${f.ids.socialPost}/cancel` }),
  },
  {
    route: 'DELETE /api/social/posts/:id',
    expect: [204, 204, 403, 404, 401],
    call: async (f) => ({
      path: `/api/social/posts/${(await f.clients.owner.post('/api/social/posts', { content: 'Short-lived', accountIds: [f.ids.socialAccount] })).body.post.id}`,
    }),
  },
  // The stranger's file names the account by its network: they connected the same one (the POST row above).
  {
    route: 'POST /api/social/imports',
    expect: [201, 201, 403, 201, 401],
    call: fixed('/api/social/imports', { csv: 'content,networks\nImported rye,bluesky' }),
  },
  {
    route: 'POST /api/social/accounts/:id/sync',
    expect: [202, 202, 403, 404, 401],
    call: (f) => ({ path: `/api/social/accounts/${f.ids.socialAccount}/sync` }),
  },
  { route: 'GET /api/social/engagement', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/engagement') },
  // The fixture's workspace and the stranger's are on Enterprise, which has social analytics.
  { route: 'GET /api/social/analytics', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/analytics') },
  { route: 'GET /api/social/best-times', expect: [200, 200, 200, 200, 401], call: fixed('/api/social/best-times?tz=UTC') },
  {
    route: 'POST /api/social/generate',
    expect: [200, 200, 403, 200, 401],
    call: fixed('/api/social/generate', { topic: 'Rye bread', networks: ['bluesky'] }),
  },
  // Each caller scans an address of its own, refused at once by the address policy, so no scan waits for another.
  {
    route: 'POST /api/seo/audits',
    expect: [202, 202, 403, 202, 401],
    call: (_f, caller) => ({ path: '/api/seo/audits', body: { url: `http://10.0.0.${callers.indexOf(caller) + 1}/` } }),
  },
  { route: 'GET /api/seo/audits/:id', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: `/api/seo/audits/${f.ids.seoAudit}` }) },
  { route: 'GET /api/seo/issues', expect: [200, 200, 200, 200, 401], call: fixed('/api/seo/issues?site=https%3A%2F%2Fbakery.example') },
  {
    route: 'POST /api/seo/issues/:id/fix',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: `/api/seo/issues/${f.ids.seoIssue}/fix` }),
  },
  {
    route: 'POST /api/seo/keywords/research',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: '/api/seo/keywords/research', body: { term: 'rye bread', projectId: f.ids.project } }),
  },
  {
    route: 'GET /api/seo/keywords/research/latest',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/seo/keywords/research/latest?projectId=${f.ids.project}` }),
  },
  {
    route: 'POST /api/seo/keywords/save',
    expect: [200, 200, 403, 404, 401],
    call: (f) => ({ path: '/api/seo/keywords/save', body: { projectId: f.ids.project, keywords: ['rye bread'] } }),
  },
  // One analysis under way per workspace: each caller waits for the one before (refused at once by the address policy).
  {
    route: 'POST /api/seo/competitors/analyses',
    expect: [202, 202, 403, 404, 401],
    call: async (f, caller) => {
      await analysesSettled(f.clients.owner);
      return {
        path: '/api/seo/competitors/analyses',
        body: { url: `http://10.0.1.${callers.indexOf(caller) + 1}/`, projectId: f.ids.project },
      };
    },
  },
  {
    route: 'GET /api/seo/competitors/analyses/latest',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/seo/competitors/analyses/latest?projectId=${f.ids.project}` }),
  },
  {
    route: 'GET /api/seo/competitors/analyses/:id',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/seo/competitors/analyses/${f.ids.competitorAnalysis}` }),
  },
  {
    route: 'GET /api/seo/overview',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/seo/overview?site=https%3A%2F%2Fbakery.example&projectId=${f.ids.project}` }),
  },
  {
    route: 'GET /api/seo/report',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/seo/report?site=https%3A%2F%2Fbakery.example&projectId=${f.ids.project}` }),
  },
  { route: 'GET /api/seo/ranks', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: `/api/seo/ranks?projectId=${f.ids.project}` }) },
  {
    route: 'POST /api/seo/ranks',
    expect: [201, 201, 403, 404, 401],
    call: (f, caller) => ({ path: '/api/seo/ranks', body: { projectId: f.ids.project, keywords: [`rye bread for ${caller}`] } }),
  },
  {
    route: 'DELETE /api/seo/ranks/:id',
    expect: [204, 204, 403, 404, 401],
    call: async (f) => {
      const keyword = `short-lived ${Math.random()}`;
      const tracked = (await f.clients.owner.post('/api/seo/ranks', { projectId: f.ids.project, keywords: [keyword] })).body as {
        keywords: Array<{ id: string; keyword: string }>;
      };
      return { path: `/api/seo/ranks/${tracked.keywords.find((row) => row.keyword === keyword)!.id}` };
    },
  },
  {
    route: 'GET /api/seo/ranks/:id/history',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/seo/ranks/${f.ids.trackedKeyword}/history` }),
  },
  { route: 'GET /api/seo/links', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: `/api/seo/links?projectId=${f.ids.project}` }) },
  // One search under way per workspace: each caller waits for the one before (refused at once by the address policy).
  {
    route: 'POST /api/seo/links/searches',
    expect: [202, 202, 403, 404, 401],
    call: async (f, caller) => {
      await linkSearchesSettled(f.clients.owner);
      return { path: '/api/seo/links/searches', body: { url: `http://10.0.2.${callers.indexOf(caller) + 1}/`, projectId: f.ids.project } };
    },
  },
  {
    route: 'GET /api/seo/links/searches/:id',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/seo/links/searches/${f.ids.seoLinkSearch}` }),
  },
  // Contact moves an opportunity forward once: the Editor contacts one of its own.
  {
    route: 'POST /api/seo/links/opportunities/:id/status',
    expect: [200, 200, 403, 404, 401],
    call: (f, caller) => ({
      path: `/api/seo/links/opportunities/${caller === 'editor' ? f.ids.seoLinkOpportunityForEditor : f.ids.seoLinkOpportunity}/status`,
      body: { status: 'Contacted' },
    }),
  },
  // No Google app keys on this server, nor a connection: connecting and importing say what is missing (search-console.test.ts connects through a fake Google).
  {
    route: 'GET /api/seo/search-console',
    expect: [200, 200, 200, 404, 401],
    call: (f) => ({ path: `/api/seo/search-console?projectId=${f.ids.project}` }),
  },
  {
    route: 'POST /api/seo/search-console/connect',
    expect: [409, 409, 403, 404, 401],
    call: (f) => ({ path: '/api/seo/search-console/connect', body: { projectId: f.ids.project } }),
  },
  // A browser navigation: members land back on /seo, told why it did not connect (no state here).
  {
    route: 'GET /api/seo/search-console/callback',
    expect: [302, 302, 302, 302, 401],
    call: fixed('/api/seo/search-console/callback?code=abc'),
  },
  {
    route: 'POST /api/seo/search-console/property',
    expect: [409, 409, 403, 404, 401],
    call: (f) => ({ path: '/api/seo/search-console/property', body: { projectId: f.ids.project, property: 'sc-domain:bakery.example' } }),
  },
  {
    route: 'POST /api/seo/search-console/import',
    expect: [409, 409, 403, 404, 401],
    call: (f) => ({ path: '/api/seo/search-console/import', body: { projectId: f.ids.project } }),
  },
  {
    route: 'DELETE /api/seo/search-console',
    expect: [204, 204, 403, 404, 401],
    call: (f) => ({ path: `/api/seo/search-console?projectId=${f.ids.project}` }),
  },
];

/** Waits until the workspace of `client` has no link search under way. */
async function linkSearchesSettled(client: TestClient): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { search } = (await client.get('/api/seo/links')).body as { search: { status: string } | null };
    if (!search || search.status === 'done' || search.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the workspace of `client` has no competitor analysis under way. */
async function analysesSettled(client: TestClient): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { analysis } = (await client.get('/api/seo/competitors/analyses/latest')).body as { analysis: { status: string } | null };
    if (!analysis || analysis.status === 'done' || analysis.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Answered before the session guard, each with its own guard. */
const publicRoutes: Record<string, string> = {
  'GET /api/health': 'the load balancer’s liveness check; it shows nothing of any workspace',
  'GET /api/invitations/:token':
    'the invitation page before sign-in: the signed token is the credential, looked up a few times a minute per address',
  'POST /api/billing/webhook': 'Stripe’s; its signature decides',
  'POST /api/event': 'the trackers’ collection endpoint: counted only for the project’s own hostnames, limited per address (ADR 019)',
  'OPTIONS /api/event': 'the collection endpoint’s CORS answer',
  'ALL /api/event/*': 'the collection endpoint’s CORS headers',
  'POST /api/email/webhooks/mailgun': 'Mailgun’s bounce and complaint events; the signature with the instance’s signing key decides',
  'POST /api/email/webhooks/generic': 'bounces and complaints from any provider, signed with the instance’s EMAIL_WEBHOOK_SECRET',
  'ALL /api/auth/*': 'better-auth’s sign-up, sign-in and session endpoints, with the bodies sign-in/request-bodies.ts allows',
};
/** The app's own middleware (same origin, session and admin guards) and its 404 for unknown /api paths. */
const isMiddleware = (method: string, path: string) => method === 'ALL' && (path === '/api/*' || path === '/api/admin/*');
/** Admins only, whatever their role in a workspace: the admin guard answers the rest, checked below for every admin route. */
const isAdminRoute = (path: string) => path.startsWith('/api/admin/');

let stripe: FakeStripe | undefined;
let bluesky: FakeBluesky | undefined;
let professionalPriceId = '';
const stripeVars: Record<string, string> = {};
// Registered before useTestServer's own hook, so the server starts with the fake Stripe's address.
beforeAll(async () => {
  const ready = await stripeEnv();
  stripe = ready.stripe;
  professionalPriceId = ready.priceId;
  Object.assign(stripeVars, {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  bluesky = await startFakeBluesky();
});
const uplift = useTestServer(stripeVars, { guardedApi: { allowLoopbackForTests: true } });
let f: RoleFixture;

beforeAll(async () => {
  f = await buildRoleFixture(uplift, professionalPriceId, bluesky!);
}, 60_000);

afterAll(async () => {
  await stripe?.close();
  await bluesky?.close();
});

/** A second session of `email`'s, for its owner to end. */
async function secondSession(email: string): Promise<string> {
  const client = uplift.server.client();
  await client.signIn(email, testPassword);
  const sessions = (await client.get('/api/account/sessions')).body.sessions as { id: string; current: boolean }[];
  const id = sessions.find((session) => session.current)?.id;
  if (!id) throw new Error(`No second session for ${email}`);
  return id;
}

describe('every role against every route', () => {
  test('the table has a row for every mounted route, and no row for a route that is gone', () => {
    const mounted = new Set(
      uplift.server.routes
        .filter(({ method, path }) => path.startsWith('/api/') && !isMiddleware(method, path) && !isAdminRoute(path))
        .map(({ method, path }) => `${method} ${path}`),
    );
    const listed = new Set(table.map((row) => row.route));
    const missing = [...mounted].filter((route) => !listed.has(route) && !(route in publicRoutes));
    expect(missing, 'Add a row to roles.test.ts for each new route (ADR 018)').toEqual([]);
    expect([...listed].filter((route) => !mounted.has(route))).toEqual([]);
    expect(Object.keys(publicRoutes).filter((route) => !mounted.has(route))).toEqual([]);
  });

  for (const row of table) {
    test(`${row.route} answers ${row.expect.join(' / ')}`, async () => {
      const [method = ''] = row.route.split(' ');
      const got: Record<string, number> = {};
      for (const caller of callers) {
        const call = await row.call(f, caller);
        const client = call.as ?? f.clients[caller];
        const response = await send(uplift.server.url, method, call, client);
        got[caller] = response.status;
        // An Editor is refused only what is the Owner's; a Viewer either.
        if (response.status === 403) {
          const codes = caller === 'editor' ? ['OWNER_ONLY'] : ['READ_ONLY', 'OWNER_ONLY'];
          expect(codes, `${row.route} as ${caller}`).toContain(response.body?.error?.code);
        }
        if (response.status >= 500) throw new Error(`${row.route} as ${caller}: ${response.status} ${JSON.stringify(response.body)}`);
        if (caller === 'stranger') {
          const answered = JSON.stringify(response.body ?? '');
          for (const id of f.privateIds()) expect(answered, `${row.route} showed the stranger ${id}`).not.toContain(id);
        }
        if (response.status < 300) await row.after?.(f, caller, response, client);
      }
      expect(got).toEqual(Object.fromEntries(callers.map((caller, index) => [caller, row.expect[index]])));
    }, 60_000);
  }

  test('an id in the query that is no id at all answers 400 or 404, never a page filtered by nothing', async () => {
    const site = 'site=https%3A%2F%2Fbakery.example';
    const calls: Array<[method: string, path: string]> = [
      ['GET', '/api/analytics/traffic-change?projectId=nope'],
      ['GET', '/api/content/ideas?projectId=nope'],
      ['POST', '/api/content/insights?projectId=nope'],
      ['GET', '/api/email/subscribers?listId=nope'],
      ['GET', '/api/email/subscribers?segmentId=nope'],
      ['GET', '/api/email/export?listId=nope'],
      ['GET', '/api/email/export?segmentId=nope'],
      ['GET', '/api/seo/keywords/research/latest?projectId=nope'],
      ['GET', '/api/seo/competitors/analyses/latest?projectId=nope'],
      ['GET', `/api/seo/overview?${site}&projectId=nope`],
      ['GET', `/api/seo/report?${site}&projectId=nope`],
      ['GET', '/api/seo/links?projectId=nope'],
      ['GET', '/api/seo/ranks?projectId=nope'],
      ['GET', '/api/seo/search-console?projectId=nope'],
      ['DELETE', '/api/seo/search-console?projectId=nope'],
    ];
    for (const [method, path] of calls) {
      const { status } = await send(uplift.server.url, method, { path }, f.clients.owner);
      expect({ path, refused: status === 400 || status === 404 }).toEqual({ path, refused: true });
    }
  });

  test('the admin routes answer 403 to every workspace role and 401 signed out', async () => {
    const adminRoutes = uplift.server.routes.filter(({ method, path }) => method !== 'ALL' && isAdminRoute(path));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(8);
    const anyId = '00000000-0000-4000-8000-000000000000';
    for (const { method, path } of adminRoutes) {
      const concrete = path.replace(/:[^/]+/g, anyId);
      const got = Object.fromEntries(
        await Promise.all(
          callers.map(async (caller) => [
            caller,
            (await send(uplift.server.url, method, { path: concrete, body: {} }, f.clients[caller])).status,
          ]),
        ),
      );
      expect({ route: `${method} ${path}`, ...got }).toEqual({
        route: `${method} ${path}`,
        owner: 403,
        editor: 403,
        viewer: 403,
        stranger: 403,
        signedOut: 401,
      });
    }
  });

  // Issue 30: every mounted route, each of its parameters and body fields spoilt in turn, as the Owner.
  test('no malformed parameter or body makes a route answer 5xx or log an error', async () => {
    const calls = await validCalls({
      routes: uplift.server.routes,
      tableCall: async (route) => table.find((row) => row.route === route)?.call(f, 'owner'),
      owner: f.clients.owner,
      admin: uplift.admin,
      auth: (await f.freshStranger()).client,
      authPaths: Object.keys(authRequestBodies),
    });
    let failures: string[] = [];
    const logged = await errorLogsDuring(async () => {
      failures = await serverErrors(uplift.server.url, calls.flatMap(probesOf));
    });
    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
  }, 300_000);
});
