import { and, desc, eq } from 'drizzle-orm';
import { siteOf } from '@/shared/projects';
import { weeklyAuditPlans } from '@/shared/seo/seo';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import type { JobQueue } from '../../../jobs/queue';
import { ServiceError } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import { projectSitesOutsideSamples } from '../../../projects/directory';
import { seoAudits } from '../schema';
import type { NewAudit } from './audit-job';
import { scheduledJob } from '../../../jobs/scheduled-job';

const queue = 'seo-weekly-audits';
const weekMs = 7 * 86_400_000;

/**
 * The weekly re-crawl (Professional and up): every hour, each project site that was scanned before
 * and not in the last week is scanned again; the owner hears of new High issues (audit-notices.ts).
 */
export class WeeklyAudits {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      plans: WorkspacePlans;
      audits: { queue(audit: NewAudit): Promise<unknown> };
      logger: Logger;
    },
  ) {}

  get job(): ModuleJob {
    return scheduledJob(this.deps.jobs, {
      queue,
      cron: '23 * * * *',
      options: { retryLimit: 2, retryDelay: 300, expireInSeconds: 900 },
      run: () => this.queueDue(new Date()),
    });
  }

  /** Queues the scans that are due; answers how many. */
  async queueDue(now: Date): Promise<number> {
    const { db } = this.deps;
    const sites = await projectSitesOutsideSamples(db);
    let queued = 0;
    for (const { workspaceId, url } of sites) {
      const site = url ? siteOf(url) : null;
      if (!site || !(await this.isDue(workspaceId, site, now))) continue;
      const { plan } = await this.deps.plans.forWorkspace(workspaceId);
      if (!weeklyAuditPlans.includes(plan)) continue;
      try {
        await this.deps.audits.queue({
          workspaceId,
          allowance: { workspaceId, isAdmin: false },
          createdBy: null,
          trigger: 'weekly',
          site,
          url: url!,
        });
        queued++;
      } catch (error) {
        // One under way already, or the workspace's scans are busy: next hour will do.
        if (!isUniqueViolation(error) && !(error instanceof ServiceError)) throw error;
      }
    }
    if (queued > 0) this.deps.logger.info('weekly site audits queued', { queued });
    return queued;
  }

  /** Scanned before (someone chose to audit it) and not in the last week. */
  private async isDue(workspaceId: string, site: string, now: Date): Promise<boolean> {
    const [latest] = await this.deps.db
      .select({ createdAt: seoAudits.createdAt })
      .from(seoAudits)
      .where(and(eq(seoAudits.workspaceId, workspaceId), eq(seoAudits.site, site)))
      .orderBy(desc(seoAudits.createdAt))
      .limit(1);
    return latest !== undefined && now.getTime() - latest.createdAt.getTime() >= weekMs;
  }
}
