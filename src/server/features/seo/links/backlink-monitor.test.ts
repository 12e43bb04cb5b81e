import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { linkMessages } from '@/shared/seo/links';
import { WorkspacePlans } from '../../../billing/workspace-plan';
import { createSafeFetcher } from '../../../http/safe-fetch';
import type { JobQueue } from '../../../jobs/queue';
import { createLogger } from '../../../logger';
import { createMailer } from '../../../mail/mailer';
import { createNotifier } from '../../../notifications/notify';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { prospectPages, type ProspectSite, serveProspectSite } from '../fixtures/serve-prospect-site';
import { BacklinkMonitor } from './backlink-monitor';
import { seoBacklinks } from './schema';

const uplift = useTestServer();
const logger = createLogger('silent');
const site = 'https://sunrise.example';
const dayMs = 86_400_000;
let pages: ProspectSite;

beforeAll(async () => {
  pages = await serveProspectSite({
    '/kept': prospectPages.linking('Friends', 'Rye bread.', `<a href="https://www.sunrise.example/rye" rel="sponsored">Sunrise rye</a>`),
    '/removed': prospectPages.linking('Friends', 'Rye bread.', 'No links here any more.'),
    '/other': prospectPages.linking('Friends', 'Rye bread.', 'Nor here.'),
  });
});
afterAll(async () => {
  await pages?.close();
});

/** The hourly run over the test server's database, fetching the fixture pages on loopback. */
function monitor() {
  const { db } = uplift.server;
  const notify = createNotifier({
    db,
    mailer: createMailer({ apiKeys: { get: async () => undefined }, db, logger }),
    logger,
    config: { publicUrl: 'https://uplift.example' },
  });
  return new BacklinkMonitor({
    db,
    jobs: {} as JobQueue,
    fetcher: createSafeFetcher({ allowLoopbackForTests: true }),
    plans: new WorkspacePlans(db, 0),
    notify,
    logger,
  });
}

async function verifiedLink(client: TestClient, sourceUrl: string, checkedDaysAgo: number) {
  const workspaceId = (await client.get('/api/me')).body.workspace.id as string;
  const lastCheckedAt = new Date(Date.now() - checkedDaysAgo * dayMs);
  const [row] = await uplift.server.db
    .insert(seoBacklinks)
    .values({
      workspaceId,
      site,
      sourceUrl,
      targetUrl: `${site}/`,
      anchorText: 'Sunrise',
      rel: 'follow',
      firstVerifiedAt: lastCheckedAt,
      lastCheckedAt,
    })
    .returning();
  return row!;
}

const stored = async (id: string) => (await uplift.server.db.select().from(seoBacklinks).where(eq(seoBacklinks.id, id)))[0]!;

describe('backlink monitoring', () => {
  test('re-checks each week the links of Professional and Enterprise workspaces; a removed link is lost and the owner told', async () => {
    const owner = await uplift.member('monitor-owner@uplift.test', 'professional');
    const kept = await verifiedLink(owner, `${pages.url}/kept`, 8);
    const removed = await verifiedLink(owner, `${pages.url}/removed`, 8);
    const deleted = await verifiedLink(owner, `${pages.url}/deleted`, 9);
    // Nothing listens there: no answer is no proof the link is gone.
    const silent = await verifiedLink(owner, 'http://127.0.0.1:9/page', 8);
    const recent = await verifiedLink(owner, `${pages.url}/other`, 3);
    const starter = await uplift.member('monitor-starter@uplift.test');
    const unmonitored = await verifiedLink(starter, `${pages.url}/other`, 8);

    // Missing once is not lost yet: the page is looked at again a day later.
    expect(await monitor().checkDue(new Date())).toBe(0);
    for (const gone of [removed, deleted])
      expect(await stored(gone.id)).toMatchObject({ status: 'live', checkError: linkMessages.notFoundOnce });
    expect(await monitor().checkDue(new Date(Date.now() + dayMs + 60_000))).toBe(2);
    expect(await stored(kept.id)).toMatchObject({
      status: 'live',
      rel: 'sponsored',
      anchorText: 'Sunrise rye',
      targetUrl: 'https://www.sunrise.example/rye',
      checkError: null,
      lostAt: null,
    });
    expect((await stored(kept.id)).lastCheckedAt.getTime()).toBeGreaterThan(kept.lastCheckedAt.getTime());
    for (const gone of [removed, deleted]) expect(await stored(gone.id)).toMatchObject({ status: 'lost', lostAt: expect.any(Date) });
    expect(await stored(silent.id)).toMatchObject({ status: 'live', lostAt: null, checkError: expect.any(String) });
    for (const untouched of [recent, unmonitored]) expect((await stored(untouched.id)).lastCheckedAt).toEqual(untouched.lastCheckedAt);

    const notices = ((await owner.get('/api/notifications')).body.items as Array<{ body: string; link: string }>).filter(
      (item) => item.link === '/seo?tab=links',
    );
    expect(notices.map((item) => item.body).sort()).toEqual(
      [linkMessages.backlinkLost(removed.sourceUrl), linkMessages.backlinkLost(deleted.sourceUrl)].sort(),
    );
    // Checked this week: the next run leaves them alone.
    expect(await monitor().checkDue(new Date(Date.now() + dayMs + 120_000))).toBe(0);
  });
});
