import { describe, expect, test } from 'vitest';
import type { AuditSummary } from '@/shared/seo/seo';
import { WorkspacePlans } from '../../../billing/workspace-plan';
import type { JobQueue } from '../../../jobs/queue';
import { createLogger } from '../../../logger';
import { createMailer } from '../../../mail/mailer';
import { createNotifier } from '../../../notifications/notify';
import type { TestClient } from '../../../test/harness';
import { useTestServer } from '../../../test/use-test-server';
import { seoAudits } from '../schema';
import type { NewAudit } from './audit-job';
import { AuditNotices } from './audit-notices';
import { WeeklyAudits } from './weekly-audits';

const uplift = useTestServer();
const logger = createLogger('silent');
const dayMs = 86_400_000;

/** The weekly scheduler over the test server's database, recording the scans it would queue. */
function weeklyAudits() {
  const queued: NewAudit[] = [];
  const audits = { queue: async (audit: NewAudit) => queued.push(audit) };
  const weekly = new WeeklyAudits({
    db: uplift.server.db,
    jobs: {} as JobQueue,
    plans: new WorkspacePlans(uplift.server.db, 0),
    audits,
    logger,
  });
  return { weekly, queued };
}

async function projectWithScan(client: TestClient, url: string, scannedDaysAgo: number): Promise<string> {
  expect((await client.post('/api/projects', { name: 'Shop', url })).status).toBe(201);
  const me = (await client.get('/api/me')).body;
  const createdAt = new Date(Date.now() - scannedDaysAgo * dayMs);
  await uplift.server.db.insert(seoAudits).values({
    workspaceId: me.workspace.id,
    site: new URL(url).origin,
    url,
    status: 'done',
    pageBudget: 500,
    createdAt,
    finishedAt: createdAt,
  });
  return me.workspace.id as string;
}

describe('the weekly re-crawl', () => {
  test('scans again, each week, the project sites of Professional and Enterprise workspaces that were scanned before', async () => {
    const professional = await uplift.member('weekly-pro@uplift.test', 'professional');
    const due = await projectWithScan(professional, 'https://due.example/shop', 8);
    const recent = await uplift.member('weekly-recent@uplift.test', 'enterprise');
    await projectWithScan(recent, 'https://recent.example', 3);
    const starter = await uplift.member('weekly-starter@uplift.test');
    await projectWithScan(starter, 'https://starter.example', 8);
    const neverScanned = await uplift.member('weekly-never@uplift.test', 'professional');
    expect((await neverScanned.post('/api/projects', { name: 'New', url: 'https://never.example' })).status).toBe(201);

    const { weekly, queued } = weeklyAudits();
    expect(await weekly.queueDue(new Date())).toBe(1);
    expect(queued).toEqual([
      {
        workspaceId: due,
        allowance: { workspaceId: due, isAdmin: false },
        createdBy: null,
        trigger: 'weekly',
        site: 'https://due.example',
        url: 'https://due.example/shop',
      },
    ]);
  });

  test('tells the owner of new High issues only, and of a scan that failed', async () => {
    const owner = await uplift.member('weekly-owner@uplift.test', 'professional');
    const workspaceId = (await owner.get('/api/me')).body.workspace.id as string;
    const { db } = uplift.server;
    const notify = createNotifier({
      db,
      mailer: createMailer({ apiKeys: { get: async () => undefined }, db, logger }),
      logger,
      config: { publicUrl: 'https://uplift.example' },
    });
    const notices = new AuditNotices({ db, notify });
    const audit = { workspaceId, createdBy: null, trigger: 'weekly' as const, site: 'https://shop.example' };
    const summary: AuditSummary = {
      pagesCrawled: 40,
      stoppedEarly: null,
      issues: { High: 3, Medium: 1, Low: 0 },
      new: 2,
      stillOpen: 2,
      resolved: 0,
    };

    const seoNotices = async () =>
      ((await owner.get('/api/notifications')).body.items as Array<{ title: string; body: string; link: string }>).filter(
        (item) => item.link === '/seo',
      );
    await notices.finished(audit, summary, 0);
    expect(await seoNotices()).toEqual([]);
    await notices.finished(audit, summary, 2);
    await notices.failed(audit, 'Failed to scan website: The website took too long to respond.');
    const items = await seoNotices();
    expect(items.map((item) => item.title)).toEqual([
      "This week's scan of https://shop.example failed",
      'New High-priority SEO issues on https://shop.example',
    ]);
    expect(items[1]).toMatchObject({
      link: '/seo',
      body: expect.stringMatching(/^This week's scan of https:\/\/shop\.example found 2 new High-priority issues\./),
    });
  });
});
