import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { OutreachCampaign } from '@/shared/outreach/campaigns';
import { createPostgresDatabase, startTestServer, type TestServer } from '../../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink';
import { TestClock } from '../../../test/test-clock';
import { addProspect, identityBody, mondayMorning, runSender, sinkLogin, twoStepCampaign, workspaceOf } from '../test/campaign-fixtures';
import { outreachMessages } from './schema';

let sink: SmtpSink;
let dataDir = '';
let database: { url: string; drop(): Promise<void> } | undefined;
const env: Record<string, string> = {};
const clock = new TestClock();
const overrides = { guardedApi: { allowLoopbackForTests: true }, clock };

beforeAll(async () => {
  sink = await startSmtpSink({ login: sinkLogin });
  dataDir = await mkdtemp(path.join(tmpdir(), 'uplift-outreach-restart-'));
  database = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : undefined;
  Object.assign(env, database ? { DATABASE_URL: database.url, APP_SECRET: 'o'.repeat(64) } : { DATA_DIR: dataDir });
});

afterAll(async () => {
  await sink.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

// Two server starts: on a busy machine, more than the usual 30 s.
test('a message a dead process left mid-send is never sent again; after a restart nobody is mailed twice for one step', async () => {
  clock.set(mondayMorning);
  const domains = ['one.example', 'two.example', 'three.example', 'four.example'];
  // The first process never runs the sender: it stops with the approved messages waiting, one of them claimed.
  let server: TestServer = await startTestServer(env, { ...overrides, jobWorkers: [] });
  let campaignId: string;
  let claimed: string;
  try {
    const client = await server.signedUpClient('restart@outreach.test');
    const workspaceId = await workspaceOf(client);
    const sender = (await client.post('/api/outreach/identities', identityBody(sink))).body;
    campaignId = (await client.post('/api/outreach/campaigns', twoStepCampaign(sender.id))).body.id;
    const prospectIds = [];
    for (const domain of domains) prospectIds.push(await addProspect(server.db, workspaceId, domain));
    const enrolled = await client.post(`/api/outreach/campaigns/${campaignId}/prospects`, { prospectIds });
    expect(enrolled.body.enrolled).toHaveLength(4);
    // Their openings wait for the opening writer, which this process does not run either.
    expect(enrolled.body.enrolled.map((row: { writingOpening: boolean }) => row.writingOpening)).toEqual([true, true, true, true]);
    expect((await client.post(`/api/outreach/campaigns/${campaignId}/approve`, {})).body.approved).toBe(8);
    claimed = enrolled.body.enrolled[0].id;
    // As a process leaves a message whose SMTP call was under way when it died.
    await server.db
      .update(outreachMessages)
      .set({ status: 'sending', claimedAt: new Date(clock.now()), messageId: '<outreach-dead@sender.example>' })
      .where(and(eq(outreachMessages.enrollmentId, claimed), eq(outreachMessages.step, 1)));
  } finally {
    await server.close();
  }
  expect(sink.received).toEqual([]);

  clock.advance(10 * 60_000);
  server = await startTestServer(env, overrides);
  try {
    const client = server.client();
    await client.signIn('restart@outreach.test', 'correct-horse-7');
    await runSender(server);
    await runSender(server);
    const recipients = sink.received.map((mail) => mail.to).sort();
    expect(recipients).toEqual(['editor@four.example', 'editor@three.example', 'editor@two.example']);
    // The openings the first process left unwritten were written after the restart, before anything went.
    for (const mail of sink.received) expect(mail.parsed.text).toMatch(/I came across Site \w+/);
    const [interrupted] = await server.db
      .select()
      .from(outreachMessages)
      .where(and(eq(outreachMessages.enrollmentId, claimed), eq(outreachMessages.step, 1)));
    expect(interrupted).toMatchObject({ status: 'unknown', messageId: '<outreach-dead@sender.example>' });
    const shown = (await client.get(`/api/outreach/campaigns/${campaignId}`)).body as OutreachCampaign;
    expect(shown.enrollments.find((e) => e.id === claimed)).toMatchObject({ state: 'stopped', stepReached: 0 });
    expect(shown.enrollments.find((e) => e.id === claimed)!.error).toMatch(/may or may not have gone/);
    expect(shown.sent).toBe(3);

    // Days later the follow-ups go, once each, and still nothing to the interrupted one.
    clock.advance(4 * 86_400_000);
    await runSender(server);
    await runSender(server);
    const all = sink.received.map((mail) => `${mail.to} ${mail.parsed.subject}`);
    expect(new Set(all).size).toBe(all.length);
    expect(sink.received.filter((mail) => mail.to === 'editor@one.example')).toEqual([]);
    expect(sink.received).toHaveLength(6);
  } finally {
    await server.close();
  }
}, 120_000);
