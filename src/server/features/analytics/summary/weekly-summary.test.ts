import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { Entitlements } from '../../../billing/entitlements';
import { WorkspacePlans } from '../../../billing/workspace-plan';
import { createLogger } from '../../../logger';
import { createMailer } from '../../../mail/mailer';
import { mailOutbox } from '../../../mail/schema';
import { createNotifier } from '../../../notifications/notify';
import { useTestServer } from '../../../test/use-test-server';
import { UsageMeter } from '../../../usage/meter';
import { PostgresEventStore } from '../store/postgres-event-store';
import { Rollups } from '../rollup/rollups';
import { analyticsEvents, analyticsStaleDays } from '../schema';
import { WeeklySummaries, lastWeek } from './weekly-summary';

const uplift = useTestServer();
const logger = createLogger('silent');

function summaries() {
  const { db } = uplift.server;
  const mailer = createMailer({ apiKeys: { get: async () => undefined }, db, logger });
  const notify = createNotifier({ db, mailer, logger, config: { publicUrl: 'https://uplift.example' } });
  const entitlements = new Entitlements({ plans: new WorkspacePlans(db, 0), usage: new UsageMeter(db, [], 0) });
  return new WeeklySummaries({ db, rollups: new Rollups(db, new PostgresEventStore(db)), entitlements, notify, logger });
}

describe('the weekly summary', () => {
  test('covers the last whole week, Monday to Sunday', () => {
    expect(lastWeek(new Date('2026-11-25T10:00:00Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(lastWeek(new Date('2026-11-23T07:00:00Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(lastWeek(new Date('2026-11-29T23:59:00Z'))).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  test("goes to members who turned it on, with last week's figures, once", async () => {
    const owner = await uplift.member('weekly-owner@uplift.test');
    const me = (await owner.get('/api/me')).body;
    const projectId = (await owner.post('/api/projects', { name: 'Corner Shop', url: 'https://shop.example.com' })).body.id as string;
    const now = new Date('2026-11-25T07:00:00Z');
    const event = (day: string, visitor: bigint, pathname: string, channel: string) => ({
      projectId,
      workspaceId: me.workspace.id,
      occurredAt: new Date(`${day}T12:00:00Z`),
      visitorId: visitor,
      name: 'pageview',
      hostname: 'shop.example.com',
      pathname,
      channel,
      browser: 'Chrome',
      os: 'Windows',
      device: 'Desktop',
    });
    // Two visitors in the week before last, three last week.
    const rows = [
      event('2026-11-10', 1n, '/', 'Direct'),
      event('2026-11-12', 2n, '/', 'Direct'),
      event('2026-11-16', 3n, '/pricing', 'Organic Search'),
      event('2026-11-18', 4n, '/pricing', 'Organic Search'),
      event('2026-11-22', 5n, '/', 'Social'),
    ];
    await uplift.server.db.insert(analyticsEvents).values(rows);
    await uplift.server.db
      .insert(analyticsStaleDays)
      .values(['2026-11-10', '2026-11-12', '2026-11-16', '2026-11-18', '2026-11-22'].map((day) => ({ projectId, day })));

    // Off by default: nobody is sent anything until they turn it on.
    expect(await summaries().send(now)).toBe(0);
    await owner.put('/api/notifications/preferences', { kind: 'weekly_reports', inApp: true, email: true });
    // The first run claimed the owner's summary for that week already: a rerun sends nothing twice.
    expect(await summaries().send(now)).toBe(0);

    const nextWeek = new Date('2026-11-30T07:00:00Z');
    await uplift.server.db.insert(analyticsEvents).values([event('2026-11-24', 6n, '/', 'Email'), event('2026-11-25', 7n, '/', 'Email')]);
    await uplift.server.db.insert(analyticsStaleDays).values(['2026-11-24', '2026-11-25'].map((day) => ({ projectId, day })));
    expect(await summaries().send(nextWeek)).toBe(1);
    expect(await summaries().send(nextWeek)).toBe(0);

    const [mail] = await uplift.server.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'weekly-owner@uplift.test'))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toBe('Corner Shop: 2 visitors last week');
    expect(mail?.text).toContain('Visitors: 2 (-33.3% on the week before)');
    expect(mail?.text).toContain('- Email: 100% of visitors');
    expect(mail?.text).toContain('https://uplift.example/analytics');
    const notices = (await owner.get('/api/notifications?limit=10')).body.items as { title: string; body: string }[];
    expect(notices[0]).toMatchObject({ title: 'Corner Shop: your week in traffic' });
    expect(notices[0]?.body).toContain(
      '2 visitors (-33.3% on the week before), 2 page views and 0 conversions from 2026-11-23 to 2026-11-29.',
    );
  });

  test('counts goals only on a plan with Conversion tracking, as the report screen does', async () => {
    const now = new Date('2026-11-25T07:00:00Z');
    const weekOf = async (email: string) => {
      const owner = await uplift.member(email, 'professional');
      const me = (await owner.get('/api/me')).body;
      const projectId = (await owner.post('/api/projects', { name: 'Corner Shop', url: 'https://shop.example.com' })).body.id as string;
      expect((await owner.post(`/api/analytics/projects/${projectId}/goals`, { kind: 'page', value: '/thank-you' })).status).toBe(201);
      await owner.put('/api/notifications/preferences', { kind: 'weekly_reports', inApp: true, email: true });
      const visit = (visitor: bigint, pathname: string) => ({
        projectId,
        workspaceId: me.workspace.id,
        occurredAt: new Date('2026-11-18T12:00:00Z'),
        visitorId: visitor,
        name: 'pageview',
        hostname: 'shop.example.com',
        pathname,
        channel: 'Direct',
        browser: 'Chrome',
        os: 'Windows',
        device: 'Desktop',
      });
      await uplift.server.db.insert(analyticsEvents).values([visit(1n, '/'), visit(2n, '/thank-you'), visit(3n, '/thank-you')]);
      await uplift.server.db.insert(analyticsStaleDays).values({ projectId, day: '2026-11-18' });
      return owner;
    };
    await weekOf('weekly-goals-pro@uplift.test');
    // Goals set up on Professional, then the workspace moved to Starter, which has no Conversion tracking.
    await uplift.setPlan(await weekOf('weekly-goals-starter@uplift.test'), 'starter');
    await summaries().send(now);

    const textTo = async (to: string) =>
      (await uplift.server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)))[0]?.text;
    expect(await textTo('weekly-goals-pro@uplift.test')).toContain('Conversions: 2 (');
    // Its site sent no events of its own, so it has no conversions to show.
    expect(await textTo('weekly-goals-starter@uplift.test')).toContain('Conversions: 0 (');
  });
});
