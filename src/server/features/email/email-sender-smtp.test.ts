import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { workspaceMembers } from '../../tenancy/schema';
import type { TestClient } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { until } from '../../test/until';
import { useTestServer } from '../../test/use-test-server';
import { emailSenderSmtp } from './schema';

const login = { user: 'news@bakery.test', pass: 'rye-and-spelt-42' };
let instance: SmtpSink;
let own: SmtpSink;
const env: Record<string, string> = {};
beforeAll(async () => {
  [instance, own] = await Promise.all([startSmtpSink(), startSmtpSink({ login })]);
  Object.assign(env, { SMTP_URL: instance.url, MAIL_FROM: 'Uplift <mail@uplift.test>' });
});
afterAll(() => Promise.all([instance.close(), own.close()]));
// The fake servers listen on loopback, which a workspace's host may reach only in tests.
const uplift = useTestServer(env, { guardedApi: { allowLoopbackForTests: true } });

const serverOf = (password: string) => ({
  host: '127.0.0.1',
  port: Number(new URL(own.url).port),
  security: 'starttls',
  username: login.user,
  password,
  fromAddress: 'News@Bakery.test',
});

async function sendCampaign(client: TestClient, email: string, senderName: string) {
  expect((await client.put('/api/email/settings', { senderName, postalAddress: '1 Mill Lane, Bristol' })).status).toBe(200);
  const list = (await client.post('/api/email/lists', { name: 'Readers', optIn: 'single' })).body;
  expect((await client.post('/api/email/subscribers', { email, listIds: [list.id] })).status).toBe(201);
  const campaign = (await client.post('/api/email/campaigns', { name: 'Fresh rye', listId: list.id, subject: 'Fresh rye' })).body;
  expect((await client.post(`/api/email/campaigns/${campaign.id}/send`)).status).toBe(200);
  return campaign.id as string;
}

describe('a workspace’s own sending server', () => {
  let owner: TestClient;
  let workspaceId: string;
  beforeAll(async () => {
    owner = await uplift.member('sender-owner@email.test');
    workspaceId = (await owner.get('/api/me')).body.workspace.id;
  });

  test('a refused login is answered 400 in words, and nothing is kept', async () => {
    const refused = await owner.put('/api/email/sender-smtp', serverOf('wrong-password'));
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/^The server refused the login: check the username and password\./);
    expect(refused.body.error.message).not.toContain('wrong-password');
    expect(refused.body.error.message).not.toMatch(/\n\s+at /);
    expect((await owner.get('/api/email/sender-smtp')).body).toEqual({ server: null });
  });

  test('bad input and internal hosts are refused with 400', async () => {
    expect((await owner.put('/api/email/sender-smtp', { ...serverOf(login.pass), port: 70000 })).status).toBe(400);
    expect((await owner.put('/api/email/sender-smtp', { ...serverOf(login.pass), host: 'smtp://x' })).status).toBe(400);
    expect((await owner.put('/api/email/sender-smtp', { ...serverOf(login.pass), fromAddress: 'nope' })).status).toBe(400);
    const internal = await owner.put('/api/email/sender-smtp', { ...serverOf(login.pass), host: '10.0.0.1' });
    expect(internal.status).toBe(400);
    expect(internal.body.error.message).toMatch(/private or internal network/);
  });

  test('an accepted login is kept, its password sealed, and the status never shows it', async () => {
    const saved = await owner.put('/api/email/sender-smtp', serverOf(login.pass));
    expect(saved.status).toBe(200);
    expect(saved.body.server).toMatchObject({
      host: '127.0.0.1',
      security: 'starttls',
      username: login.user,
      fromAddress: 'news@bakery.test',
      lastError: null,
    });
    expect(JSON.stringify(saved.body)).not.toContain(login.pass);
    const [row] = await uplift.server.db.select().from(emailSenderSmtp).where(eq(emailSenderSmtp.workspaceId, workspaceId));
    expect(row!.passwordSealed).toMatch(/^v1:/);
    expect(row!.passwordSealed).not.toContain(login.pass);
  });

  test('its campaigns and tests go through it, from its address; another workspace’s through the instance’s', async () => {
    await sendCampaign(owner, 'reader@own.test', 'Bakery');
    const mail = await until(
      async () => own.received.find((item) => item.to === 'reader@own.test'),
      (found) => found !== undefined,
    );
    expect(mail!.parsed.from?.value[0]).toMatchObject({ name: 'Bakery', address: 'news@bakery.test' });
    const campaigns = (await owner.get('/api/email/campaigns')).body.campaigns as { id: string }[];
    expect((await owner.post(`/api/email/campaigns/${campaigns[0]!.id}/test`)).status).toBe(200);
    await until(
      async () => own.received.filter((item) => item.to === 'sender-owner@email.test').length,
      (count) => count === 1,
    );

    const other = await uplift.member('sender-other@email.test');
    await sendCampaign(other, 'reader@instance.test', 'Dairy');
    const theirs = await until(
      async () => instance.received.find((item) => item.to === 'reader@instance.test'),
      (found) => found !== undefined,
    );
    expect(theirs!.parsed.from?.value[0]?.address).toBe('mail@uplift.test');
    // Uplift's own notices (the campaign was sent) still come from the instance; the workspace's e-mail never does.
    expect(instance.received.some((item) => item.parsed.from?.value[0]?.name === 'Bakery')).toBe(false);
    expect(theirs!.parsed.from?.value[0]?.name).toBe('Dairy');
    expect(own.received.some((item) => item.to === 'reader@instance.test')).toBe(false);
  });

  test('a Viewer reads the status, without the password, and cannot change it', async () => {
    const viewer = await uplift.member('sender-viewer@email.test');
    const userId = (await viewer.get('/api/me')).body.id;
    await uplift.server.db.insert(workspaceMembers).values({ workspaceId, userId, role: 'viewer' });
    expect((await viewer.post('/api/workspaces/current', { workspaceId })).status).toBe(200);
    const status = await viewer.get('/api/email/sender-smtp');
    expect(status.status).toBe(200);
    expect(status.body.server.host).toBe('127.0.0.1');
    expect(JSON.stringify(status.body)).not.toContain(login.pass);
    expect(status.body.server).not.toHaveProperty('password');
    expect((await viewer.put('/api/email/sender-smtp', serverOf(login.pass))).status).toBe(403);
    expect((await viewer.delete('/api/email/sender-smtp')).status).toBe(403);
  });

  test('the catalogue shows it on the SMTP card, and Remove sends through the instance’s server again', async () => {
    const catalogue = await owner.get('/api/integrations');
    const card = (catalogue.body.integrations as { id: string; connected: boolean; detail: string }[]).find((item) => item.id === 'smtp');
    expect(card).toMatchObject({ connected: true, detail: '127.0.0.1 as news@bakery.test' });
    expect((await owner.delete('/api/email/sender-smtp')).status).toBe(204);
    expect((await owner.get('/api/email/sender-smtp')).body).toEqual({ server: null });
    expect(await uplift.server.db.select().from(emailSenderSmtp).where(eq(emailSenderSmtp.workspaceId, workspaceId))).toEqual([]);
  });
});

test('automations of two workspaces each go through their own way out', async () => {
  const mine = await uplift.member('sender-automation@email.test', 'professional');
  const theirs = await uplift.member('instance-automation@email.test', 'professional');
  expect((await mine.put('/api/email/sender-smtp', serverOf(login.pass))).status).toBe(200);
  for (const [client, senderName] of [
    [mine, 'Mill'],
    [theirs, 'Farm'],
  ] as const) {
    await client.put('/api/email/settings', { senderName, postalAddress: '1 Mill Lane, Bristol' });
    const list = (await client.post('/api/email/lists', { name: 'New readers', optIn: 'single' })).body;
    const automation = (
      await client.post('/api/email/automations', {
        name: 'Welcome',
        kind: 'welcome',
        listId: list.id,
        steps: [{ delayHours: 0, subject: `Welcome from ${senderName}`, content: 'Glad you are here.' }],
      })
    ).body;
    await client.patch(`/api/email/automations/${automation.id}`, { enabled: true });
    await client.post('/api/email/subscribers', { email: `${senderName.toLowerCase()}@readers.test`, listIds: [list.id] });
  }
  const ownMail = await until(
    async () => own.received.find((item) => item.to === 'mill@readers.test'),
    (found) => found !== undefined,
  );
  expect(ownMail!.parsed.from?.value[0]).toMatchObject({ name: 'Mill', address: 'news@bakery.test' });
  const instanceMail = await until(
    async () => instance.received.find((item) => item.to === 'farm@readers.test'),
    (found) => found !== undefined,
  );
  expect(instanceMail!.parsed.from?.value[0]).toMatchObject({ name: 'Farm', address: 'mail@uplift.test' });
  expect(instance.received.some((item) => item.to === 'mill@readers.test')).toBe(false);
  expect(own.received.some((item) => item.to === 'farm@readers.test')).toBe(false);
});
