import { desc, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { PlanId } from '@/shared/plans';
import { rowsOf } from '../db/rows';
import { mailOutbox } from '../mail/schema';
import { notifications } from '../notifications/schema';
import { workspaceMembers } from '../tenancy/schema';
import type { FakeBluesky } from './fake-bluesky';
import { startFakeStripe } from './fake-stripe';
import { testPassword, type TestClient, type TestResponse } from './harness';
import { makeMp4 } from './mp4-fixture';
import type { TestServerWithAdmin } from './use-test-server';

/** The five callers of roles.test.ts's table. */
export const callers = ['owner', 'editor', 'viewer', 'stranger', 'signedOut'] as const;
export type Caller = (typeof callers)[number];
export type MemberRole = 'editor' | 'viewer';

/** One workspace with an Owner, an Editor and a Viewer, a stranger with a workspace of their own, and real rows. */
export interface RoleFixture {
  clients: Record<Caller, TestClient>;
  emails: Record<Exclude<Caller, 'signedOut'>, string>;
  userIds: Record<Exclude<Caller, 'signedOut'>, string>;
  workspaceId: string;
  strangerWorkspaceId: string;
  professionalPriceId: string;
  ids: {
    project: string;
    goal: string;
    funnel: string;
    emailList: string;
    subscriber: string;
    segment: string;
    template: string;
    emailCampaign: string;
    emailImport: string;
    automation: string;
    socialAccount: string;
    socialPost: string;
    socialImage: string;
    content: string;
    campaign: string;
    analysis: string;
    bulk: string;
    invitation: string;
    invitationToken: string;
    target: string;
    notification: string;
    seoAudit: string;
    seoIssue: string;
    competitorAnalysis: string;
    trackedKeyword: string;
    seoLinkSearch: string;
    /** Two Pending opportunities: Contact moves one forward for the Owner, the other for the Editor. */
    seoLinkOpportunity: string;
    seoLinkOpportunityForEditor: string;
  };
  /** Every id of the workspace's rows: none may appear in what another workspace's member is answered. */
  privateIds(): string[];
  /** A new account joined to the workspace with `role` and working in it. */
  freshMember(role: MemberRole): Promise<{ client: TestClient; email: string; userId: string }>;
  /** A new account with a workspace of its own, standing in for the stranger where a call uses them up. */
  freshStranger(plan?: PlanId): Promise<{ client: TestClient; email: string; userId: string }>;
  /** The newest invitation link's token sent to `email`. */
  invitationToken(email: string): Promise<string>;
  /** A social account of the workspace's for a call that removes it (its network is never asked). */
  throwawaySocialAccount(): Promise<string>;
  /** Makes `client` work in `workspaceId` again (after a call that switched it away). */
  switchBack(client: TestClient, workspaceId: string): Promise<void>;
}

/** The body that connects the fake PDS's account. */
export const blueskyAccount = (bluesky: FakeBluesky) => ({
  network: 'bluesky',
  handle: bluesky.handle,
  appPassword: bluesky.appPassword,
  service: bluesky.origin,
});

let counter = 0;
/** A unique address for the accounts and invitations a call uses up. */
export const uniqueEmail = (label: string) => `${label}-${++counter}@roles.test`;

export const stripeEnv = async () => {
  const stripe = await startFakeStripe();
  const product = stripe.addProduct({ name: 'Professional' });
  const price = stripe.addPrice({ product: product.id, unitAmount: 5900, interval: 'month', plan: 'professional' });
  return { stripe, priceId: price.id as string };
};

/** `bluesky`: the fake PDS the workspace's social account lives on. */
export async function buildRoleFixture(
  uplift: TestServerWithAdmin,
  professionalPriceId: string,
  bluesky: FakeBluesky,
): Promise<RoleFixture> {
  const { server } = uplift;
  const ok = (label: string, response: TestResponse, status: number) => {
    if (response.status !== status) throw new Error(`${label}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
  ok('import the catalogue', await uplift.admin.post('/api/admin/billing/import'), 200);

  const owner = await uplift.member('owner@roles.test', 'enterprise');
  const me = (await owner.get('/api/me')).body;
  const workspaceId: string = me.workspace.id;
  const stranger = await uplift.member('stranger@roles.test', 'enterprise');
  const strangerMe = (await stranger.get('/api/me')).body;

  async function switchBack(client: TestClient, id: string) {
    ok('switch back', await client.post('/api/workspaces/current', { workspaceId: id }), 200);
  }
  async function join(client: TestClient, role: MemberRole) {
    const userId: string = (await client.get('/api/me')).body.id;
    await server.db.insert(workspaceMembers).values({ workspaceId, userId, role });
    await switchBack(client, workspaceId);
    return userId;
  }
  async function freshMember(role: MemberRole) {
    const email = uniqueEmail(role);
    const client = await server.signedUpClient(email);
    return { client, email, userId: await join(client, role) };
  }
  async function freshStranger(plan?: PlanId) {
    const email = uniqueEmail('stranger');
    const client = await uplift.member(email, plan);
    return { client, email, userId: (await client.get('/api/me')).body.id as string };
  }
  async function invitationToken(email: string) {
    const [mail] = await server.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = lower(${email})`)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const token = mail && /\/invite\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`No invitation link in the mail to ${email}`);
    return token;
  }

  const editor = await server.signedUpClient('editor@roles.test');
  const viewer = await server.signedUpClient('viewer@roles.test');
  const editorId = await join(editor, 'editor');
  const viewerId = await join(viewer, 'viewer');
  const target = await freshMember('viewer');

  const project = ok('project', await owner.post('/api/projects', { name: 'Bakery', url: 'https://bakery.example', niche: 'Food' }), 201);
  const content = ok('content', await owner.post('/api/content', emailDraft('Opening hours')), 201);
  const campaign = ok('campaign', await owner.post('/api/campaigns', campaignBody('Spring')), 201);
  const analysis = ok('manual setup', await owner.post('/api/setup/manual', { niche: 'Food', keywords: 'bread' }), 201);
  const bulk = ok('bulk', await owner.post('/api/content/bulk', { topics: ['Rye'], type: 'email' }), 202);
  const goal = ok('goal', await owner.post(`/api/analytics/projects/${project.id}/goals`, { kind: 'page', value: '/thank-you' }), 201);
  const funnel = ok(
    'funnel',
    await owner.post(`/api/analytics/projects/${project.id}/funnels`, {
      name: 'Orders',
      steps: [
        { kind: 'page', value: '/' },
        { kind: 'event', value: 'Order' },
      ],
    }),
    201,
  );
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
  const emailImport = ok('email import', await importContacts(server.url, owner, emailList.id), 202);
  await jobEnded(owner, `/api/email/imports/${emailImport.id}`);
  const automation = ok('automation', await owner.post('/api/email/automations', automationBody(emailList.id)), 201);
  const socialAccount = ok('social account', await owner.post('/api/social/accounts', blueskyAccount(bluesky)), 201).account;
  const socialImage = ok('social image', await uploadSocialImage(server.url, owner), 201);
  const socialPost = ok(
    'social post',
    await owner.post('/api/social/posts', { content: 'Fresh rye today', accountIds: [socialAccount.id] }),
    201,
  ).post;
  const invitee = uniqueEmail('invitee');
  const invitation = ok('invitation', await owner.post('/api/team/invitations', { email: invitee, role: 'viewer' }), 201);
  const [notification] = await server.db
    .insert(notifications)
    .values({ workspaceId, userId: me.id, title: 'Hello', body: 'A notice for the owner only' })
    .returning({ id: notifications.id });
  ok('photo', await uploadPhoto(server.url, owner), 200);
  // A finished audit with one issue, as a crawl leaves them (the crawl itself is seo/audit.test.ts's).
  const [seoAudit] = rowsOf<{ id: string }>(
    await server.db.execute(sql`
      insert into seo_audits (workspace_id, created_by, site, url, status, progress, page_budget, finished_at)
      values (${workspaceId}, ${me.id}, 'https://bakery.example', 'https://bakery.example/', 'done', 100, 100, now()) returning id`),
  );
  const [seoIssue] = rowsOf<{ id: string }>(
    await server.db.execute(sql`
      insert into seo_issues (workspace_id, site, "check", page, detail, priority, first_audit_id, last_audit_id)
      values (${workspaceId}, 'https://bakery.example', 'title_missing', 'https://bakery.example/', 'The page has no <title>.', 'High', ${seoAudit!.id}, ${seoAudit!.id}) returning id`),
  );
  const [competitorAnalysis] = rowsOf<{ id: string }>(
    await server.db.execute(sql`
      insert into seo_competitor_analyses (workspace_id, created_by, site, url, named, status, progress, finished_at)
      values (${workspaceId}, ${me.id}, 'https://bakery.example', 'https://bakery.example/', '[]'::jsonb, 'done', 100, now()) returning id`),
  );
  const [trackedKeyword] = rowsOf<{ id: string }>(
    await server.db.execute(sql`
      insert into seo_tracked_keywords (workspace_id, project_id, keyword, country, device)
      values (${workspaceId}, ${project.id}, 'sourdough bread', 'US', 'desktop') returning id`),
  );
  const [seoLinkSearch] = rowsOf<{ id: string }>(
    await server.db.execute(sql`
      insert into seo_link_searches (workspace_id, created_by, site, url, status, progress, finished_at)
      values (${workspaceId}, ${me.id}, 'https://bakery.example', 'https://bakery.example/', 'done', 100, now()) returning id`),
  );
  const [seoLinkOpportunity, seoLinkOpportunityForEditor] = rowsOf<{ id: string }>(
    await server.db.execute(sql`
      insert into seo_link_opportunities (workspace_id, site, domain, page, type, relevance, reason)
      values (${workspaceId}, 'https://bakery.example', 'flour.example', 'https://flour.example/resources', 'resource_page', 50, 'lists useful links'),
             (${workspaceId}, 'https://bakery.example', 'ovens.example', 'https://ovens.example/write-for-us', 'write_for_us', 50, 'invites guest posts') returning id`),
  );

  const ids = {
    project: project.id,
    goal: goal.id,
    funnel: funnel.id,
    emailList: emailList.id,
    subscriber: subscriber.id,
    segment: segment.id,
    template: template.id,
    emailCampaign: emailCampaign.id,
    emailImport: emailImport.id,
    automation: automation.id,
    socialAccount: socialAccount.id,
    socialPost: socialPost.id,
    socialImage: socialImage.id,
    content: content.id,
    campaign: campaign.id,
    analysis: analysis.id,
    bulk: bulk.id,
    invitation: invitation.id,
    invitationToken: await invitationToken(invitee),
    target: target.userId,
    notification: notification!.id,
    seoAudit: seoAudit!.id,
    seoIssue: seoIssue!.id,
    competitorAnalysis: competitorAnalysis!.id,
    trackedKeyword: trackedKeyword!.id,
    seoLinkSearch: seoLinkSearch!.id,
    seoLinkOpportunity: seoLinkOpportunity!.id,
    seoLinkOpportunityForEditor: seoLinkOpportunityForEditor!.id,
  };
  return {
    clients: { owner, editor, viewer, stranger, signedOut: server.client() },
    emails: { owner: 'owner@roles.test', editor: 'editor@roles.test', viewer: 'viewer@roles.test', stranger: 'stranger@roles.test' },
    userIds: { owner: me.id, editor: editorId, viewer: viewerId, stranger: strangerMe.id },
    workspaceId,
    strangerWorkspaceId: strangerMe.workspace.id,
    professionalPriceId,
    ids,
    privateIds: () => [workspaceId, ...Object.values(ids).filter((id) => id !== target.userId)],
    freshMember,
    freshStranger,
    invitationToken,
    switchBack,
    async throwawaySocialAccount() {
      // Straight into the table (the core's tests know no feature's schema): connecting asks a network.
      const inserted = await server.db.execute<{ id: string }>(
        sql`insert into social_accounts (workspace_id, network, service_url, remote_id, username, character_limit)
            values (${workspaceId}, 'mastodon', 'https://mastodon.example', ${uniqueEmail('account')}, '@baker@mastodon.example', 500) returning id`,
      );
      return rowsOf<{ id: string }>(inserted)[0]!.id;
    },
  };
}

export const emailDraft = (title: string) => ({ type: 'email', title, body: { subject: title, content: 'Hi all', cta: 'Read' } });

export function campaignBody(name: string) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return { name, type: 'email', startDate: tomorrow };
}

/** A small PNG as the profile photo form sends it. */
export async function uploadPhoto(url: string, client: TestClient): Promise<TestResponse> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c05028' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
  return sendForm(url, client, '/api/account/photo', form);
}

/** The social composer's upload form with one small image. */
export async function uploadSocialImage(url: string, client: TestClient): Promise<TestResponse> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#80602c' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'rye.png');
  return sendForm(url, client, '/api/social/media', form);
}

/** A short MP4 sent as the composer sends a video: its raw bytes, the name in the query. */
export async function uploadSocialVideo(url: string, client: TestClient): Promise<TestResponse> {
  const headers: Record<string, string> = { origin: url, 'content-type': 'application/octet-stream' };
  if (client.cookies) headers.cookie = client.cookies;
  const response = await fetch(new URL('/api/social/media/videos?name=clip.mp4', url), {
    method: 'POST',
    headers,
    body: new Uint8Array(makeMp4()),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Smart Setup's upload form with one text file. */
export function uploadNotes(url: string, client: TestClient): Promise<TestResponse> {
  const form = new FormData();
  form.append('files', new Blob(['Sourdough and rye, baked daily.'], { type: 'text/plain' }), 'notes.txt');
  return sendForm(url, client, '/api/setup/uploads', form);
}

export const emailCampaignBody = (listId: string, name = 'Spring bake sale') => ({
  name,
  listId,
  subject: 'Fresh rye this week',
  content: 'Hello {{ first_name }}!',
});

export const automationBody = (listId: string, name = 'Welcome') => ({
  name,
  listId,
  kind: 'welcome',
  steps: [{ delayHours: 0, subject: 'Welcome!', content: 'Hello {{ first_name }}' }],
});

/** A two-row CSV import into the list. */
export function importContacts(url: string, client: TestClient, listId: string): Promise<TestResponse> {
  const form = new FormData();
  form.append('file', new Blob(['email,name\nrye@roles.test,Rye Reader\nnot-an-address,Nobody\n'], { type: 'text/csv' }), 'contacts.csv');
  form.append('mapping', JSON.stringify({ listId, email: 'email', name: 'name' }));
  return sendForm(url, client, '/api/email/imports', form);
}

async function sendForm(url: string, client: TestClient, path: string, form: FormData): Promise<TestResponse> {
  const headers: Record<string, string> = { origin: url };
  if (client.cookies) headers.cookie = client.cookies;
  const response = await fetch(new URL(path, url), { method: 'POST', headers, body: form });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** Waits until a job the call started (an analysis, a bulk generation) has ended, so the next call finds room. */
export async function jobEnded(client: TestClient, path: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { body } = await client.get(path);
    if (body?.status === 'done' || body?.status === 'failed') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} did not end`);
}

export { testPassword };

/** One call of roles.test.ts's table. */
export interface Call {
  path: string;
  body?: unknown;
  /** A multipart form instead of JSON. */
  form?: (url: string, client: TestClient) => Promise<TestResponse>;
  /** Another client for this caller: one whose account or membership the call uses up. */
  as?: TestClient;
}

export async function send(url: string, method: string, call: Call, client: TestClient): Promise<TestResponse> {
  if (call.form) return call.form(url, client);
  switch (method) {
    case 'GET':
      return client.get(call.path);
    case 'POST':
      return client.post(call.path, call.body ?? {});
    case 'PUT':
      return client.put(call.path, call.body ?? {});
    case 'PATCH':
      return client.patch(call.path, call.body ?? {});
    case 'DELETE':
      return client.delete(call.path);
    default:
      throw new Error(`No way to send ${method}`);
  }
}
