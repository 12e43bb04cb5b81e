import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { IntegrationCard } from '@/shared/integrations/catalogue';
import { type TestClient, type TestServer, createPostgresDatabase, startTestServer } from '../../../test/harness';
import { TestClock } from '../../../test/test-clock';
import { useTestServer } from '../../../test/use-test-server';
import { workspaceMembers } from '../../../tenancy/schema';
import { type FakeMailchimp, type FakeMailchimpMember, startFakeMailchimp } from '../test/fake-mailchimp';
import { syncQueue, syncsDueQueue } from './integration-syncs';

let mailchimp: FakeMailchimp;
const overrides = { guardedApi: { allowLoopbackForTests: true }, originsForTests: {} as Record<string, string>, clock: new TestClock() };
beforeAll(async () => {
  mailchimp = await startFakeMailchimp();
  overrides.originsForTests.mailchimp = mailchimp.origin;
});
afterAll(async () => {
  await mailchimp?.close();
});
const uplift = useTestServer({}, overrides);

const member = (email: string, status: FakeMailchimpMember['status'], FNAME?: string, LNAME?: string): FakeMailchimpMember => ({
  email_address: email,
  status,
  merge_fields: { FNAME, LNAME },
});
const bakeryAudiences = () => [
  {
    id: 'a1',
    name: 'Bakery newsletter',
    members: [
      member('ann@example.com', 'subscribed', 'Ann', 'Baker'),
      member('gone@example.com', 'unsubscribed', 'Gone'),
      member('bounced@example.com', 'cleaned'),
      member('Bob@Example.com', 'subscribed', 'Bob'),
    ],
  },
  { id: 'a2', name: 'Wholesale', members: [member('shop@example.com', 'subscribed'), member('ann@example.com', 'subscribed', 'Ann')] },
];

async function connectedMember(email: string): Promise<TestClient> {
  const client = await uplift.member(email);
  const connected = await client.post('/api/integrations/mailchimp/connect', { credentials: { apiKey: mailchimp.apiKey } });
  expect(connected.status).toBe(200);
  return client;
}
const settings = (client: TestClient, syncFrequency: string, profiles = true) =>
  client.put('/api/integrations/mailchimp/settings', { syncFrequency, imports: { analytics: true, profiles, content: false } });
async function card(client: TestClient): Promise<IntegrationCard> {
  const cards: IntegrationCard[] = (await client.get('/api/integrations')).body.integrations;
  return cards.find((candidate) => candidate.id === 'mailchimp')!;
}
async function syncNow(client: TestClient): Promise<IntegrationCard> {
  // A click a minute after the last: one before the last import started would be the same request.
  overrides.clock.advance(60_000);
  const asked = await client.post('/api/integrations/mailchimp/sync');
  expect(asked.status).toBe(202);
  await uplift.server.drained([syncQueue]);
  return card(client);
}
async function lists(client: TestClient): Promise<Array<{ id: string; name: string }>> {
  return (await client.get('/api/email/lists')).body.lists;
}
async function emailsOn(client: TestClient, listName: string): Promise<string[]> {
  const list = (await lists(client)).find((candidate) => candidate.name === listName);
  if (!list) return [];
  const page = (await client.get(`/api/email/subscribers?listId=${list.id}`)).body;
  return page.subscribers.map((subscriber: { email: string; name: string }) => `${subscriber.email} ${subscriber.name}`.trim()).sort();
}
/** Runs the minute's sweep now, as pg-boss's schedule does, and waits for what it queued. */
async function sweep(): Promise<void> {
  await uplift.server.db.execute(sql`insert into pgboss.job (name, data) values (${syncsDueQueue}, '{}'::jsonb)`);
  await uplift.server.drained([syncsDueQueue, syncQueue]);
}

describe('Mailchimp’s audience import', () => {
  test('Sync now brings each audience’s subscribed members into a list of its name, once', async () => {
    mailchimp.lists = bakeryAudiences();
    const client = await connectedMember('sync.now@example.com');
    expect((await settings(client, 'daily')).status).toBe(200);

    const synced = await syncNow(client);
    expect(synced.lastError).toBeNull();
    expect(synced.lastSyncSummary).toBe('4 contacts added to lists from 2 audiences. Mailchimp has no analytics data to import.');
    expect(await emailsOn(client, 'Bakery newsletter')).toEqual(['ann@example.com Ann Baker', 'bob@example.com Bob']);
    expect(await emailsOn(client, 'Wholesale')).toEqual(['ann@example.com Ann Baker', 'shop@example.com']);
    // Mailchimp was asked for subscribed members only, a page at a time.
    const asked = mailchimp.received.filter((request) => request.path === '/3.0/lists/a1/members').at(-1)!;
    expect(asked.query.get('status')).toBe('subscribed');
    expect(asked.query.get('offset')).toBe('0');

    // Again, and with a list of the audience's name already there: nothing doubles.
    const again = await syncNow(client);
    expect(again.lastSyncSummary).toBe(
      'Nothing new from 2 audiences (4 already on their lists). Mailchimp has no analytics data to import.',
    );
    expect((await lists(client)).map((list) => list.name).sort()).toEqual(['Bakery newsletter', 'Wholesale']);
    expect(await emailsOn(client, 'Bakery newsletter')).toHaveLength(2);
  });

  test('a large audience is read page by page', async () => {
    // Two pages of 500: every member is read, the second page's added.
    const many = Array.from({ length: 520 }, (_, index) => member(`reader${index}@example.com`, 'subscribed'));
    mailchimp.lists = [{ id: 'big', name: 'Readers', members: [...many, member('left@example.com', 'unsubscribed')] }];
    const client = await connectedMember('sync.pages@example.com');
    // The first page's members are on the list already, written here directly: adding a contact is
    // the first test's part, and 500 of them through the API cost most of this file's time.
    const list = (await client.post('/api/email/lists', { name: 'Readers', optIn: 'single' })).body as { id: string };
    const workspaceId: string = (await client.get('/api/me')).body.workspace.id;
    await uplift.server.db.execute(sql`
      with added as (
        insert into subscribers (workspace_id, email)
        select ${workspaceId}::uuid, 'reader' || n || '@example.com' from generate_series(0, 499) as n returning id)
      insert into email_list_members (list_id, subscriber_id, workspace_id, status)
      select ${list.id}::uuid, id, ${workspaceId}::uuid, 'subscribed' from added`);
    const synced = await syncNow(client);
    expect(synced.lastSyncSummary).toMatch(/^20 contacts added to lists from 1 audience \(500 already on their lists\)\./);
    expect((await client.get(`/api/email/subscribers?listId=${list.id}`)).body.total).toBe(520);
    const offsets = mailchimp.received.filter((request) => request.path === '/3.0/lists/big/members').map((r) => r.query.get('offset'));
    expect(offsets).toEqual(['0', '500']);
    // Disconnected, so the schedule's test below does not import it all again.
    expect((await client.post('/api/integrations/mailchimp/disconnect')).status).toBe(200);
  });

  test('with User profiles off nothing is imported, and the card says why', async () => {
    mailchimp.lists = bakeryAudiences();
    const client = await connectedMember('sync.off@example.com');
    expect((await settings(client, 'hourly', false)).status).toBe(200);
    const synced = await syncNow(client);
    expect(synced.lastSyncSummary).toBe('User profiles import is off: nothing imported. Mailchimp has no analytics data to import.');
    expect(synced.lastError).toBeNull();
    expect(await lists(client)).toEqual([]);
  });

  test('the plan’s e-mail contacts limit stops the import, and the summary says so', async () => {
    mailchimp.lists = bakeryAudiences();
    const client = await connectedMember('sync.limit@example.com');
    const workspaceId: string = (await client.get('/api/me')).body.workspace.id;
    // Starter keeps 2,000 contacts: room for one more.
    await uplift.server.db.execute(
      sql`insert into subscribers (workspace_id, email) select ${workspaceId}::uuid, 'held' || n || '@example.com' from generate_series(1, 1999) as n`,
    );
    const synced = await syncNow(client);
    expect(synced.lastSyncSummary).toContain('1 contact added to lists from 1 audience');
    expect(synced.lastSyncSummary).toContain('Stopped at your plan’s e-mail contacts limit');
    expect(await emailsOn(client, 'Bakery newsletter')).toEqual(['ann@example.com Ann Baker']);
  });

  test('a failure at Mailchimp shows on the card, and the next sync clears it', async () => {
    mailchimp.lists = bakeryAudiences();
    const client = await connectedMember('sync.down@example.com');
    const before = (await card(client)).lastSync;
    mailchimp.unavailable = true;
    try {
      const failed = await syncNow(client);
      expect(failed.lastError).toContain('Mailchimp answered 503');
      expect(failed.lastSync).toBe(before);
    } finally {
      mailchimp.unavailable = false;
    }
    const synced = await syncNow(client);
    expect(synced.lastError).toBeNull();
    expect(synced.lastSyncSummary).toMatch(/^4 contacts added/);
  });

  test('only an Owner or Editor of the workspace syncs a connected integration that imports', async () => {
    const owner = await connectedMember('sync.owner@example.com');
    const stranger = await uplift.member('sync.stranger@example.com');
    expect((await stranger.post('/api/integrations/mailchimp/sync')).status).toBe(404);
    expect((await stranger.post('/api/integrations/myspace/sync')).status).toBe(404);
    expect((await stranger.post('/api/integrations/00000000-0000-4000-8000-000000000000/sync')).status).toBe(404);

    const viewer = await uplift.member('sync.viewer@example.com');
    const [workspaceId, userId] = [(await owner.get('/api/me')).body.workspace.id, (await viewer.get('/api/me')).body.id];
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    const refused = await viewer.post('/api/integrations/mailchimp/sync');
    expect(refused.status).toBe(403);
    expect((await viewer.get('/api/integrations')).status).toBe(200);
  });

  // Last: moving the clock on makes every connection above due too, which changes nothing they checked.
  test('the schedule syncs once the frequency has passed by the clock, not before', async () => {
    mailchimp.lists = bakeryAudiences();
    const client = await connectedMember('sync.schedule@example.com');
    expect((await settings(client, 'daily')).status).toBe(200);
    const clock = overrides.clock;

    clock.advance(2 * 3_600_000);
    await sweep();
    // Hourly would have synced by now; daily waits.
    expect((await card(client)).lastSyncSummary).toBeNull();
    expect(await lists(client)).toEqual([]);

    clock.advance(22 * 3_600_000 + 60_000);
    await sweep();
    expect((await card(client)).lastSyncSummary).toMatch(/^4 contacts added to lists from 2 audiences/);
    expect(await emailsOn(client, 'Wholesale')).toHaveLength(2);

    // Counted from that import's start: the next is a day later.
    clock.advance(3_600_000);
    await sweep();
    expect((await card(client)).lastSyncSummary).toMatch(/^4 contacts added/);
    clock.advance(24 * 3_600_000);
    await sweep();
    expect((await card(client)).lastSyncSummary).toMatch(/^Nothing new from 2 audiences/);
    // Each sweep waits for the queue's next poll, and imports every connection above once.
  }, 90_000);
});

describe('a restart', () => {
  let dataDir = '';
  let database: { url: string; drop(): Promise<void> } | undefined;
  const env: Record<string, string> = {};
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'uplift-integration-sync-'));
    database = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : undefined;
    Object.assign(env, database ? { DATABASE_URL: database.url, APP_SECRET: 'f'.repeat(64) } : { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Two server starts: on a busy machine, more than the usual 30 s.
  test('an import queued before a stop runs after the start', async () => {
    mailchimp.lists = bakeryAudiences();
    const reach = { guardedApi: overrides.guardedApi, originsForTests: overrides.originsForTests };
    // The first process stops before any import runs: its job waits in the database.
    let server: TestServer = await startTestServer(env, { ...reach, jobWorkers: [] });
    let cookies = '';
    try {
      const client = await server.signedUpClient('sync.restart@example.com');
      cookies = client.cookies;
      expect((await client.post('/api/integrations/mailchimp/connect', { credentials: { apiKey: mailchimp.apiKey } })).status).toBe(200);
      expect((await client.post('/api/integrations/mailchimp/sync')).status).toBe(202);
    } finally {
      await server.close();
    }
    server = await startTestServer(env, reach);
    try {
      const client = server.client(cookies);
      await server.drained([syncQueue]);
      expect((await card(client)).lastSyncSummary).toMatch(/^4 contacts added to lists from 2 audiences/);
      expect(await emailsOn(client, 'Bakery newsletter')).toEqual(['ann@example.com Ann Baker', 'bob@example.com Bob']);
    } finally {
      await server.close();
    }
  }, 120_000);
});
