import { and, eq, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { canUseFeature } from '@/shared/feature-catalogue';
import { linkMessages } from '@/shared/seo/links';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import type { SafeFetcher } from '../../../http/safe-fetch';
import type { JobQueue } from '../../../jobs/queue';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import type { ModuleJob } from '../../../server-module';
import { workspaceMembers, workspaces } from '../../../tenancy/schema';
import { checkLink } from './page-links';
import { seoBacklinks } from './schema';
import { scheduledJob } from '../../../jobs/scheduled-job';

const queue = 'seo-backlink-monitor';
const dayMs = 86_400_000;
const weekMs = 7 * dayMs;
/** Links one hourly run checks, a page each, one at a time: within the run's 30 minutes even on slow hosts; a week's runs cover 8,000. */
const perRun = 50;

type Backlink = typeof seoBacklinks.$inferSelect;

/**
 * Backlink monitoring (Professional and up): every hour, each live verified link not checked for a
 * week is looked for again on its page. A page gone (404, 410) or without the link, twice a day
 * apart, loses it, and the workspace's owner is told; a page that does not answer is tried again
 * next week, not called lost.
 */
export class BacklinkMonitor {
  constructor(
    private readonly deps: { db: Database; jobs: JobQueue; fetcher: SafeFetcher; plans: WorkspacePlans; notify: Notify; logger: Logger },
  ) {}

  get job(): ModuleJob {
    return scheduledJob(this.deps.jobs, {
      queue,
      cron: '17 * * * *',
      options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
      run: () => this.checkDue(new Date()),
    });
  }

  /** Checks the links that are due in the workspaces whose plan monitors them; answers how many were found lost. */
  async checkDue(now: Date): Promise<number> {
    const { db, plans } = this.deps;
    const due = and(eq(seoBacklinks.status, 'live'), lt(seoBacklinks.lastCheckedAt, new Date(now.getTime() - weekMs)));
    const candidates = await db
      .selectDistinct({ workspaceId: seoBacklinks.workspaceId })
      .from(seoBacklinks)
      .innerJoin(workspaces, eq(workspaces.id, seoBacklinks.workspaceId))
      .where(and(ne(workspaces.kind, 'sample'), due));
    const monitored: string[] = [];
    for (const { workspaceId } of candidates)
      if (canUseFeature((await plans.forWorkspace(workspaceId)).plan, 'backlink_monitoring')) monitored.push(workspaceId);
    if (monitored.length === 0) return 0;
    const links = await db
      .select()
      .from(seoBacklinks)
      .where(and(inArray(seoBacklinks.workspaceId, monitored), due))
      .orderBy(seoBacklinks.lastCheckedAt)
      .limit(perRun);
    let lost = 0;
    for (const backlink of links) if (await this.check(backlink, due, now)) lost++;
    if (lost > 0) this.deps.logger.info('backlinks lost', { lost });
    return lost;
  }

  /** Checks one link, claimed first so that two workers never check it twice; answers whether it was lost. */
  private async check(backlink: Backlink, due: SQL | undefined, now: Date): Promise<boolean> {
    const { db } = this.deps;
    const [claimed] = await db
      .update(seoBacklinks)
      .set({ lastCheckedAt: now })
      .where(and(eq(seoBacklinks.id, backlink.id), due))
      .returning({ id: seoBacklinks.id });
    if (!claimed) return false;
    const check = await checkLink(this.deps.fetcher, backlink.sourceUrl, backlink.site);
    if (check.outcome === 'unreadable') {
      await db.update(seoBacklinks).set({ checkError: check.reason }).where(eq(seoBacklinks.id, backlink.id));
      return false;
    }
    if (check.outcome === 'found') {
      const { href, rel, anchorText } = check.link;
      await db.update(seoBacklinks).set({ targetUrl: href, rel, anchorText, checkError: null }).where(eq(seoBacklinks.id, backlink.id));
      return false;
    }
    // A cookie wall or an A/B variant can hide a link once: it counts as lost when a second look, a day later, agrees.
    if (backlink.checkError !== linkMessages.notFoundOnce) {
      await db
        .update(seoBacklinks)
        .set({ checkError: linkMessages.notFoundOnce, lastCheckedAt: new Date(now.getTime() - weekMs + dayMs) })
        .where(eq(seoBacklinks.id, backlink.id));
      return false;
    }
    await db.update(seoBacklinks).set({ status: 'lost', lostAt: now, checkError: null }).where(eq(seoBacklinks.id, backlink.id));
    await this.tellOwners(backlink);
    return true;
  }

  private async tellOwners(backlink: Backlink): Promise<void> {
    const owners = await this.deps.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, backlink.workspaceId), eq(workspaceMembers.role, 'owner')));
    const title = `A backlink to ${backlink.site} was lost`;
    const body = linkMessages.backlinkLost(backlink.sourceUrl);
    for (const { userId } of owners) {
      await this.deps.notify({
        userId,
        workspaceId: backlink.workspaceId,
        kind: 'seo_alerts',
        link: '/seo?tab=links',
        title,
        body,
        email: { subject: title, text: body },
      });
    }
  }
}
