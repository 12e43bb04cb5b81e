import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestClient } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';
import { emailSends } from './schema';
import { startSmtpSink, type SinkRefusal, type SmtpSink } from '../../test/smtp-sink';
import { until } from '../../test/until';

let sink: SmtpSink;
const env: Record<string, string> = {};
/** The greylisting server refuses its first try for now, as greylisting does, and takes the next. */
let greylisted = 0;
const answers = (address: string, phase: 'rcpt' | 'data'): SinkRefusal | undefined => {
  if (phase === 'data' && address === 'gone@readers.test') return { code: 550, text: '5.1.1 The mailbox does not exist' };
  if (phase === 'rcpt' && address === 'policy@readers.test') return { code: 550, text: '5.7.1 Refused by local policy' };
  if (phase === 'rcpt' && address === 'later@readers.test' && greylisted++ === 0)
    return { code: 451, text: '4.7.1 Greylisted, try again later' };
  return undefined;
};
beforeAll(async () => {
  sink = await startSmtpSink({ answer: answers });
  Object.assign(env, { SMTP_URL: sink.url, MAIL_FROM: 'Uplift <mail@uplift.test>' });
});
afterAll(() => sink.close());
const uplift = useTestServer(env);

async function campaignTo(client: TestClient, emails: string[]) {
  expect((await client.put('/api/email/settings', { senderName: 'Bakery', postalAddress: '1 Mill Lane, Bristol' })).status).toBe(200);
  const list = (await client.post('/api/email/lists', { name: 'Readers', optIn: 'single' })).body;
  for (const email of emails) expect((await client.post('/api/email/subscribers', { email, listIds: [list.id] })).status).toBe(201);
  const campaign = (await client.post('/api/email/campaigns', { name: 'Fresh rye', listId: list.id, subject: 'Fresh rye' })).body;
  expect((await client.post(`/api/email/campaigns/${campaign.id}/send`)).status).toBe(200);
  return campaign.id as string;
}

const statusOf = async (client: TestClient, email: string) =>
  (await client.get(`/api/email/subscribers?search=${email}`)).body.subscribers[0].lists[0].status;

test('a bad mailbox refused at the end of DATA bounces; a policy refusal fails without bouncing; a refusal for now goes again later', async () => {
  const client = await uplift.member('delivery@email.test');
  const campaignId = await campaignTo(client, ['gone@readers.test', 'policy@readers.test', 'later@readers.test', 'kept@readers.test']);
  const { db } = uplift.server;
  const later = and(eq(emailSends.campaignId, campaignId), eq(emailSends.email, 'later@readers.test'));
  // The first pass: everyone is answered, and the greylisted message waits for its second try.
  await until(
    async () => (await db.select().from(emailSends).where(later))[0],
    (row) => row?.status === 'pending' && row.error !== null,
  );
  await until(
    () => statusOf(client, 'gone'),
    (status) => status === 'bounced',
  );
  expect(await statusOf(client, 'policy')).toBe('subscribed');
  const counted = await until(
    async () => (await client.get(`/api/email/campaigns/${campaignId}`)).body,
    (body) => body.sent + body.failed === 3,
  );
  expect(counted).toMatchObject({ status: 'sending', sent: 1, failed: 2 });

  // Its time comes.
  await db
    .update(emailSends)
    .set({ claimedAt: new Date(Date.now() - 1000) })
    .where(later);
  await client.post(`/api/email/campaigns/${campaignId}/pause`);
  await client.post(`/api/email/campaigns/${campaignId}/resume`);
  const campaign = await until(
    async () => (await client.get(`/api/email/campaigns/${campaignId}`)).body,
    (body) => body.status !== 'sending',
  );
  expect(campaign).toMatchObject({ status: 'sent', recipients: 4, sent: 2, failed: 2 });
  expect(
    sink.received
      .filter((mail) => mail.to.endsWith('@readers.test'))
      .map((mail) => mail.to)
      .sort(),
  ).toEqual(['kept@readers.test', 'later@readers.test']);
  expect(await statusOf(client, 'later')).toBe('subscribed');
  const ledger = await db
    .select({ email: emailSends.email, status: emailSends.status })
    .from(emailSends)
    .where(eq(emailSends.campaignId, campaignId));
  expect(Object.fromEntries(ledger.map((row) => [row.email, row.status]))).toEqual({
    'gone@readers.test': 'bounced',
    'policy@readers.test': 'failed',
    'later@readers.test': 'sent',
    'kept@readers.test': 'sent',
  });
}, 180_000);
