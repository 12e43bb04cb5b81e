import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { until } from '../../test/until';
import { automationMessages } from '@/shared/email/email';
import { useTestServer } from '../../test/use-test-server';
import { emailAutomationRuns } from './schema';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';

let sink: SmtpSink;
const env: Record<string, string> = {};
beforeAll(async () => {
  sink = await startSmtpSink();
  env.SMTP_URL = sink.url;
});
afterAll(() => sink.close());
const uplift = useTestServer(env);

const received = (address: string) => sink.received.filter((mail) => mail.to === address).map((mail) => mail.parsed.subject);

test('a welcome and a drip step really run, each once, and stop when the person leaves', async () => {
  const client = await uplift.member('automation@email.test', 'professional');
  await client.put('/api/email/settings', { senderName: 'Bakery', postalAddress: '1 Mill Lane, Bristol' });
  const list = (await client.post('/api/email/lists', { name: 'New readers', optIn: 'single' })).body;
  const created = await client.post('/api/email/automations', {
    name: 'Welcome series',
    kind: 'drip',
    listId: list.id,
    steps: [
      { delayHours: 0, subject: 'Welcome, {{ first_name | default: "friend" }}', content: 'Glad you are here.' },
      { delayHours: 24, subject: 'Our best loaves', content: 'A day later.' },
      { delayHours: 48, subject: 'A last tip', content: 'Two days after that.' },
    ],
  });
  expect(created.body).toMatchObject({ enabled: false, active: 0, sent: 0 });
  // Off: nobody is enrolled.
  await client.post('/api/email/subscribers', { email: 'early@readers.test', listIds: [list.id] });
  const on = await client.patch(`/api/email/automations/${created.body.id}`, { enabled: true });
  expect(on.body.enabled).toBe(true);

  const ida = (await client.post('/api/email/subscribers', { email: 'ida@readers.test', name: 'Ida Baker', listIds: [list.id] })).body;
  await until(
    async () => received('ida@readers.test').length,
    (count) => count === 1,
  );
  // Once: the runs it woke have ended.
  await uplift.server.drained(['email-automations']);
  expect(received('ida@readers.test')).toEqual(['Welcome, Ida']);
  let [automation] = (await client.get('/api/email/automations')).body.automations;
  expect(automation).toMatchObject({ active: 1, sent: 1 });

  // A day passes.
  const { db } = uplift.server;
  await db
    .update(emailAutomationRuns)
    .set({ nextAt: new Date(Date.now() - 1000) })
    .where(eq(emailAutomationRuns.subscriberId, ida.id));
  await client.patch(`/api/email/automations/${created.body.id}`, { enabled: true });
  await until(
    async () => received('ida@readers.test').length,
    (count) => count === 2,
  );
  await uplift.server.drained(['email-automations']);
  expect(received('ida@readers.test')).toEqual(['Welcome, Ida', 'Our best loaves']);

  // She leaves by the link in the e-mail: the last step never goes.
  const unsubscribe = sink.received
    .filter((mail) => mail.to === 'ida@readers.test')[1]!
    .header('List-Unsubscribe')
    .slice(1, -1);
  await fetch(unsubscribe, {
    method: 'POST',
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  await db
    .update(emailAutomationRuns)
    .set({ nextAt: new Date(Date.now() - 1000) })
    .where(eq(emailAutomationRuns.subscriberId, ida.id));
  await client.patch(`/api/email/automations/${created.body.id}`, { enabled: true });
  await until(
    async () => (await db.select().from(emailAutomationRuns).where(eq(emailAutomationRuns.subscriberId, ida.id)))[0]?.status,
    (status) => status === 'stopped',
  );
  await uplift.server.drained(['email-automations']);
  expect(received('ida@readers.test')).toHaveLength(2);
  [automation] = (await client.get('/api/email/automations')).body.automations;
  expect(automation).toMatchObject({ active: 0, sent: 2 });
  expect(received('early@readers.test')).toEqual([]);
});

test('automation is on Professional and up', async () => {
  const client = await uplift.member('starter-automation@email.test');
  const list = (await client.post('/api/email/lists', { name: 'List' })).body;
  const refused = await client.post('/api/email/automations', {
    name: 'Welcome',
    listId: list.id,
    steps: [{ delayHours: 0, subject: 'Hi' }],
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toBe(automationMessages.notOnPlan);
  expect((await client.post('/api/email/automations', { name: 'Welcome', listId: list.id, steps: [] })).body.error.message).toBe(
    automationMessages.stepNeeded,
  );
});
