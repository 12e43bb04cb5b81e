import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { until } from '../test/until';
import type { NotificationKind } from '@/shared/notification-kinds';
import type { Notification } from '@/shared/user';
import { createLogger } from '../logger';
import { createMailer, type Mailer } from '../mail/mailer';
import { mailOutbox } from '../mail/schema';
import type { TestClient } from '../test/harness';
import { useTestServer } from '../test/use-test-server';
import { createNotifier } from './notify';
import { notifications } from './schema';

const uplift = useTestServer();
const logger = createLogger('silent');

/** The outbox, as the embedded default keeps mail when no SMTP server is set. */
const outboxMailer = () => createMailer({ apiKeys: { get: async () => undefined }, db: uplift.server.db, logger });

function notifierWith(mailer: Mailer) {
  return createNotifier({ db: uplift.server.db, mailer, logger, config: { publicUrl: 'https://uplift.example' } });
}

const mailTo = (email: string) =>
  uplift.server.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));

async function whoIs(client: TestClient): Promise<{ userId: string; workspaceId: string }> {
  const me = (await client.get('/api/me')).body;
  return { userId: me.id, workspaceId: me.workspace.id };
}

async function noticesOf(client: TestClient): Promise<Notification[]> {
  return (await client.get('/api/notifications?limit=100')).body.items;
}

const notice = (kind: NotificationKind, title: string) => ({
  kind,
  title,
  body: `${title}: the details.`,
  link: '/seo',
  email: { subject: title, text: `${title}: the details by e-mail.` },
});

describe('notify()', () => {
  test('with the defaults, an "on" kind goes in-app and by e-mail, with a link to the notice and to the settings', async () => {
    const client = await uplift.member('both-channels@uplift.test');
    const delivery = await notifierWith(outboxMailer())({ ...(await whoIs(client)), ...notice('seo_alerts', 'Audit finished') });
    expect(delivery).toEqual({ inApp: true, email: true });
    expect((await noticesOf(client))[0]).toMatchObject({ title: 'Audit finished', body: 'Audit finished: the details.', link: '/seo' });
    const [mail] = await mailTo('both-channels@uplift.test');
    expect(mail).toMatchObject({ subject: 'Audit finished' });
    expect(mail!.text).toContain('Audit finished: the details by e-mail.');
    expect(mail!.text).toContain('https://uplift.example/seo');
    expect(mail!.text).toContain('SEO alerts e-mails are on');
    expect(mail!.text).toContain('https://uplift.example/settings?tab=notifications');
  });

  test('honours in-app off with e-mail on', async () => {
    const client = await uplift.member('email-only@uplift.test');
    await client.put('/api/notifications/preferences', { kind: 'seo_alerts', inApp: false, email: true });
    const before = (await noticesOf(client)).length;
    const delivery = await notifierWith(outboxMailer())({ ...(await whoIs(client)), ...notice('seo_alerts', 'Rankings moved') });
    expect(delivery).toEqual({ inApp: false, email: true });
    expect(await noticesOf(client)).toHaveLength(before);
    expect((await mailTo('email-only@uplift.test')).map((mail) => mail.subject)).toEqual(['Rankings moved']);
  });

  test('an "off" kind sends nothing until the user turns it on', async () => {
    const client = await uplift.member('weekly@uplift.test');
    const who = await whoIs(client);
    const notify = notifierWith(outboxMailer());
    expect(await notify({ ...who, ...notice('weekly_reports', 'Your week') })).toEqual({ inApp: false, email: false });
    await client.put('/api/notifications/preferences', { kind: 'weekly_reports', inApp: true, email: false });
    expect(await notify({ ...who, ...notice('weekly_reports', 'Your week') })).toEqual({ inApp: true, email: false });
    expect(await mailTo('weekly@uplift.test')).toEqual([]);
    expect((await noticesOf(client))[0]?.title).toBe('Your week');
  });

  test('a notice without an e-mail form stays in-app, whatever the preference', async () => {
    const client = await uplift.member('in-app-only@uplift.test');
    const { email: _email, ...inAppOnly } = notice('billing', 'Plan changed');
    expect(await notifierWith(outboxMailer())({ ...(await whoIs(client)), ...inAppOnly })).toEqual({ inApp: true, email: false });
    expect(await mailTo('in-app-only@uplift.test')).toEqual([]);
  });

  test('a mail server that fails loses only the e-mail: the in-app notice is kept', async () => {
    const client = await uplift.member('mail-down@uplift.test');
    const failing: Mailer = {
      send: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      status: async () => ({ transport: 'outbox' }),
    };
    const delivery = await notifierWith(failing)({ ...(await whoIs(client)), ...notice('usage_alerts', 'Nearly at your limit') });
    expect(delivery).toEqual({ inApp: true, email: false });
    expect((await noticesOf(client))[0]?.title).toBe('Nearly at your limit');
  });
});

describe('senders', () => {
  test('the welcome notice still arrives, as an account notice, in-app only', async () => {
    const client = await uplift.member('welcomed@uplift.test');
    const { userId } = await whoIs(client);
    const [welcome] = await uplift.server.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(welcome).toMatchObject({ kind: 'account', title: 'Welcome to Uplift', link: '/setup' });
    expect(await mailTo('welcomed@uplift.test')).toEqual([]);
  });

  test('bulk generation tells its starter when it finished, and respects the preference', async () => {
    const client = await uplift.member('bulk-notified@uplift.test', 'professional');
    const { userId } = await whoIs(client);
    await runBulk(client, ['Spring menu', 'Summer menu']);
    const finished = await until(
      () => kindOf(userId, 'content_publishing'),
      (rows) => rows.length === 1,
    );
    expect(finished[0]).toMatchObject({ title: 'Bulk generation finished: 2 drafts', link: '/content' });
    expect((await mailTo('bulk-notified@uplift.test')).map((mail) => mail.subject)).toEqual(['Bulk generation finished: 2 drafts']);

    // In-app off, e-mail on: the next batch arrives by e-mail only.
    await client.put('/api/notifications/preferences', { kind: 'content_publishing', inApp: false, email: true });
    await runBulk(client, ['Winter menu']);
    await until(
      () => mailTo('bulk-notified@uplift.test'),
      (mails) => mails.length === 2,
    );
    expect((await mailTo('bulk-notified@uplift.test'))[0]?.subject).toBe('Bulk generation finished: 1 draft');
    expect(await kindOf(userId, 'content_publishing')).toHaveLength(1);
  });
});

async function runBulk(client: TestClient, topics: string[]) {
  const started = await client.post('/api/content/bulk', { topics, type: 'blog' });
  expect(started.status).toBe(202);
  await until(
    async () => (await client.get(`/api/content/bulk/${started.body.id}`)).body.status as string,
    (status) => status === 'done' || status === 'failed',
  );
}

const kindOf = (userId: string, kind: NotificationKind) =>
  uplift.server.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
