import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createLogger } from '../../../logger';
import { createMailer } from '../../../mail/mailer';
import { mailOutbox } from '../../../mail/schema';
import { createNotifier } from '../../../notifications/notify';
import { useTestServer } from '../../../test/use-test-server';
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
  return new WeeklySummaries({ db, rollups: new Rollups(db, new PostgresEventStore(db)), notify, logger });
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
      projectId, workspaceId: me.workspace.id, occurredAt: new Date(`${day}T12:00:00Z`), visitorId: visitor, name: 'pageview', hostname: 'shop.example.com', pathname,
      channel, browser: 'Chrome', os: 'Windows', device: 'Desktop',
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
    await uplift.server.db.insert(analyticsStaleDays).values(['2026-11-10', '2026-11-12', '2026-11-16', '2026-11-18', '2026-11-22'].map((day) => ({ projectId, day })));

    // Off by default (workspaces §9): nobody is sent anything until they turn it on.
    expect(await summaries().send(now)).toBe(0);
    await owner.put('/api/notifications/preferences', { kind: 'weekly_reports', inApp: true, email: true });
    // The first run claimed the owner's summary for that week already: a rerun sends nothing twice.
    expect(await summaries().send(now)).toBe(0);

    const nextWeek = new Date('2026-11-30T07:00:00Z');
    await uplift.server.db.insert(analyticsEvents).values([event('2026-11-24', 6n, '/', 'Email'), event('2026-11-25', 7n, '/', 'Email')]);
    await uplift.server.db.insert(analyticsStaleDays).values(['2026-11-24', '2026-11-25'].map((day) => ({ projectId, day })));
    expect(await summaries().send(nextWeek)).toBe(1);
    expect(await summaries().send(nextWeek)).toBe(0);

    const [mail] = await uplift.server.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'weekly-owner@uplift.test')).orderBy(desc(mailOutbox.createdAt));
    expect(mail?.subject).toBe('Corner Shop: 2 visitors last week');
    expect(mail?.text).toContain('Visitors: 2 (-33.3% on the week before)');
    expect(mail?.text).toContain('- Email: 100% of visitors');
    expect(mail?.text).toContain('https://uplift.example/analytics');
    const notices = (await owner.get('/api/notifications?limit=10')).body.items as { title: string; body: string }[];
    expect(notices[0]).toMatchObject({ title: 'Corner Shop: your week in traffic' });
    expect(notices[0]?.body).toContain('2 visitors (-33.3% on the week before), 2 page views and 0 conversions from 2026-11-23 to 2026-11-29.');
  });
});
