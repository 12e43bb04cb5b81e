import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import type { Notification } from '@/shared/user';
import type { TestClient } from '../../test/harness';
import { lastMailTo } from '../../test/outbox';
import { useTestServer } from '../../test/use-test-server';
import { emailCampaigns } from './schema';
import { until } from '../../test/until';

// No SMTP server: campaigns and notices alike go to the outbox.
const uplift = useTestServer();

const notices = async (client: TestClient) => (await client.get('/api/notifications?limit=100')).body.items as Notification[];
const noticeTitled = (client: TestClient, title: string) =>
  until(
    () => notices(client),
    (items) => items.some((notice) => notice.title === title),
  );

async function sender(email: string, plan?: 'professional') {
  const client = await uplift.member(email, plan);
  expect((await client.put('/api/email/settings', { senderName: 'Bakery', postalAddress: '1 Mill Lane, Bristol' })).status).toBe(200);
  const list = (await client.post('/api/email/lists', { name: 'Readers', optIn: 'single' })).body;
  expect((await client.post('/api/email/subscribers', { email: `first-${email}`, listIds: [list.id] })).status).toBe(201);
  return { client, listId: list.id as string };
}

test('a campaign that finished sending tells its creator, in the bell and by e-mail', async () => {
  const { client, listId } = await sender('sent-notice@email.test');
  const campaign = (await client.post('/api/email/campaigns', { name: 'Spring rye', listId, subject: 'Fresh rye' })).body;
  expect((await client.post(`/api/email/campaigns/${campaign.id}/send`)).status).toBe(200);
  const items = await noticeTitled(client, 'Campaign sent: Spring rye');
  expect(items.find((notice) => notice.title === 'Campaign sent: Spring rye')).toMatchObject({
    body: 'Spring rye went to 1 of 1 recipients.',
    link: '/email',
  });
  expect(await lastMailTo(uplift.server.db, 'sent-notice@email.test')).toMatchObject({ subject: 'Campaign sent: Spring rye' });
});

test('a scheduled campaign that cannot start tells its creator why', async () => {
  const { client, listId } = await sender('failed-notice@email.test');
  const campaign = (
    await client.post('/api/email/campaigns', {
      name: 'Late rye',
      listId,
      subject: 'S',
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
  ).body;
  // The postal address goes, and the time comes: the campaign's job finds it cannot start.
  await client.put('/api/email/settings', { senderName: 'Bakery', postalAddress: '' });
  const { db } = uplift.server;
  await db
    .update(emailCampaigns)
    .set({ scheduledAt: new Date(Date.now() - 1000) })
    .where(eq(emailCampaigns.id, campaign.id));
  await db.execute(
    sql`insert into pgboss.job (name, data) values ('email-campaign-send', ${JSON.stringify({ campaignId: campaign.id })}::jsonb)`,
  );
  const items = await noticeTitled(client, 'Campaign not sent: Late rye');
  expect(items.find((notice) => notice.title === 'Campaign not sent: Late rye')!.body).toMatch(
    /^Late rye could not start at its scheduled time\. Add your postal address/,
  );
  expect((await client.get(`/api/email/campaigns/${campaign.id}`)).body.status).toBe('failed');
  expect(await lastMailTo(uplift.server.db, 'failed-notice@email.test')).toMatchObject({ subject: 'Campaign not sent: Late rye' });
});

test('an automation whose e-mails wait tells the owners once, however many runs wait', async () => {
  const { client, listId } = await sender('automation-notice@email.test', 'professional');
  const automation = (await client.post('/api/email/automations', { name: 'Welcome', listId, steps: [{ delayHours: 0, subject: 'Hi' }] }))
    .body;
  expect((await client.patch(`/api/email/automations/${automation.id}`, { enabled: true })).status).toBe(200);
  await client.put('/api/email/settings', { senderName: 'Bakery', postalAddress: '' });
  for (const email of ['one@waiting.test', 'two@waiting.test'])
    expect((await client.post('/api/email/subscribers', { email, listIds: [listId] })).status).toBe(201);
  await noticeTitled(client, 'Automation waiting: Welcome');
  // Every run the two sign-ups woke has ended: a second notice would be there by now.
  await uplift.server.drained(['email-automations']);
  expect((await notices(client)).filter((notice) => notice.title === 'Automation waiting: Welcome')).toHaveLength(1);
  expect((await lastMailTo(uplift.server.db, 'automation-notice@email.test'))!.text).toContain(
    'Add your postal address in the email settings',
  );
});

test('a campaign the mail server stops pauses and tells its creator, in the bell (the e-mail needs that server)', async () => {
  const { client, listId } = await sender('paused-notice@email.test');
  expect((await uplift.admin.put('/api/admin/api-keys/SMTP_URL', { value: 'smtp://127.0.0.1:9' })).status).toBe(200);
  try {
    const campaign = (await client.post('/api/email/campaigns', { name: 'Stopped rye', listId, subject: 'S' })).body;
    expect((await client.post(`/api/email/campaigns/${campaign.id}/send`)).status).toBe(200);
    const items = await noticeTitled(client, 'Campaign paused: Stopped rye');
    expect(items.find((notice) => notice.title === 'Campaign paused: Stopped rye')!.body).toMatch(
      /^The mail server did not take the messages/,
    );
  } finally {
    await uplift.admin.put('/api/admin/api-keys/SMTP_URL', { value: '' });
  }
});
