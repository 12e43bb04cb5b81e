import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { until } from '../../test/until';
import { createPostgresDatabase, startTestServer, type TestServer } from '../../test/harness';
import { emailSends } from './schema';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

let sink: SmtpSink;
let dataDir = '';
let database: { url: string; drop(): Promise<void> } | undefined;
const env: Record<string, string> = {};

beforeAll(async () => {
  // Slow enough that the first server is stopped with most of the list still to send.
  sink = await startSmtpSink({ delayMs: 20 });
  dataDir = await mkdtemp(path.join(tmpdir(), 'uplift-email-restart-'));
  database = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : undefined;
  Object.assign(env, { SMTP_URL: sink.url, EMAIL_SEND_RATE: '20', EMAIL_SMTP_CONNECTIONS: '1' });
  Object.assign(env, database ? { DATABASE_URL: database.url, APP_SECRET: 'e'.repeat(64) } : { DATA_DIR: dataDir });
});

afterAll(async () => {
  await sink.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

// Two server starts and a send between them: on a busy machine, more than the usual 30 s.
test('a restart in the middle of a send resumes it and sends nobody twice', async () => {
  let server: TestServer = await startTestServer(env);
  const client = await server.signedUpClient('restart@email.test');
  await client.put('/api/email/settings', { senderName: 'Bakery', postalAddress: '1 Mill Lane, Bristol' });
  const list = (await client.post('/api/email/lists', { name: 'Everyone', optIn: 'single' })).body;
  const form = new FormData();
  const rows = Array.from({ length: 100 }, (_, index) => `reader${index}@restart.test`);
  form.append('file', new Blob([`email\n${rows.join('\n')}\n`], { type: 'text/csv' }), 'readers.csv');
  form.append('mapping', JSON.stringify({ listId: list.id, email: 'email' }));
  const imported = await fetch(`${server.url}/api/email/imports`, {
    method: 'POST',
    headers: { origin: server.url, cookie: client.cookies },
    body: form,
  });
  const importId = ((await imported.json()) as { id: string }).id;
  await until(
    async () => (await client.get(`/api/email/imports/${importId}`)).body.status,
    (status) => status === 'done',
  );
  const campaign = (await client.post('/api/email/campaigns', { name: 'Big send', listId: list.id, subject: 'Hello' })).body;
  expect((await client.post(`/api/email/campaigns/${campaign.id}/send`)).status).toBe(200);
  await sink.waitFor(10);
  await server.close();
  const beforeRestart = sink.received.length;
  expect(beforeRestart).toBeLessThan(100);

  server = await startTestServer(env);
  try {
    const again = server.client();
    await again.signIn('restart@email.test', 'correct-horse-7');
    const status = await until(
      async () => (await again.get(`/api/email/campaigns/${campaign.id}`)).body.status as string,
      (read) => read === 'sent',
    );
    expect(status).toBe('sent');
    // The sender's "Campaign sent" notice goes through the same server: only the readers count.
    const recipients = sink.received.map((mail) => mail.to).filter((to) => to.endsWith('@restart.test'));
    expect(new Set(recipients).size).toBe(recipients.length);
    const ledger = await server.db
      .select({ email: emailSends.email, status: emailSends.status })
      .from(emailSends)
      .where(eq(emailSends.campaignId, campaign.id));
    const sent = ledger.filter((row) => row.status === 'sent').map((row) => row.email);
    // Whatever was on its way when the server stopped is counted interrupted, never sent again; all the rest arrived once.
    expect(sent.every((email) => recipients.includes(email))).toBe(true);
    expect(ledger.filter((row) => row.status !== 'sent' && row.status !== 'interrupted')).toEqual([]);
    // A graceful stop finishes the batch under way: everyone got the message, once.
    expect(recipients.length).toBe(100);
    expect(
      await server.db
        .select()
        .from(emailSends)
        .where(and(eq(emailSends.campaignId, campaign.id), eq(emailSends.status, 'pending'))),
    ).toEqual([]);
  } finally {
    await server.close();
  }
}, 90_000);
