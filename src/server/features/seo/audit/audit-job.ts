import { and, count, eq } from 'drizzle-orm';
import { type AuditSummary, auditPageBudget, seoMessages } from '@/shared/seo/seo';
import { auditChecks, type IssuePriority } from '@/shared/seo/checks';
import { renderingCheckIds, technicalAuditFeature, technicalCheckIds } from '@/shared/seo/technical-checks';
import type { Entitlements } from '../../../billing/entitlements';
import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import type { SafeFetcher } from '../../../http/safe-fetch';
import { SafeFetchError } from '../../../http/safe-fetch-error';
import type { JobQueue } from '../../../jobs/queue';
import { JobFailure, type RunningJob, TrackedJob } from '../../../jobs/tracked-job';
import { ServiceError } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import type { DomainEvents } from '../../../domain-events/domain-events';
import type { Allowance } from '../../../auth/viewer';
import { seoAudits, seoIssues } from '../schema';
import type { AuditNotices } from './audit-notices';
import { recordFindings } from './record-findings';
import { probedChecks, runAudit } from './run-audit';
import { homeOf } from './checks/site-checks';
import type { RenderingSettings } from './technical/render-pages';

export const auditQueue = 'seo-site-audit';
/** Audits under way at once per workspace, over all its sites. */
const maxAuditsUnderWay = 3;
/** Progress is written at most this often: a fast crawl reads dozens of pages a second. */
const progressEveryMs = 1000;

/** The time a crawl may take: longer for a bigger budget, never more than an hour. */
export function crawlTimeMs(pageBudget: number): number {
  return Math.min(60 * 60_000, Math.max(10 * 60_000, pageBudget * 600));
}

export interface NewAudit {
  workspaceId: string;
  /** Whose plan sets the page budget. */
  allowance: Allowance;
  createdBy: string | null;
  trigger: 'user' | 'weekly';
  site: string;
  url: string;
}

/** Site audits as durable jobs: queued, crawled, checked and filed against the site's issues. */
export class AuditJob {
  readonly tracked: TrackedJob<typeof seoAudits>;

  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      fetcher: SafeFetcher;
      plans: WorkspacePlans;
      entitlements: Entitlements;
      /** Where Chromium is and how many key pages the Technical SEO audit renders. */
      rendering: RenderingSettings;
      notices: AuditNotices;
      /** Tells webhooks and workflows that an audit finished. */
      events: Pick<DomainEvents, 'emit'>;
      logger: Logger;
      soleWorker: boolean;
    },
  ) {
    this.tracked = new TrackedJob(
      {
        queue: auditQueue,
        records: seoAudits,
        run: (job) => this.run(job),
        failedText: seoMessages.scanFailed,
        // The crawl, a minute or two for the links, and the checks.
        expireInSeconds: (record) => Math.ceil(crawlTimeMs(record.pageBudget) / 1000) + 600,
        // One worker per process: a scan may wait behind an Enterprise crawl of up to 70 minutes.
        queuedTimeoutMs: 3 * 60 * 60_000,
        // Its findings are filed in one transaction, upserted by site, check and page: filed again, nothing is doubled.
        restart: 'start-over',
        perWorkspace: {
          limit: maxAuditsUnderWay,
          refusal: () => new ServiceError(429, 'TOO_MANY_AUDITS', seoMessages.tooManyScans(maxAuditsUnderWay)),
        },
      },
      deps,
    );
  }

  /**
   * Stores and queues an audit with the page budget of the plan that pays for it, and whether that
   * plan includes the Technical SEO audit's deeper checks: decided now, so the report says what ran.
   */
  async queue(audit: NewAudit): Promise<typeof seoAudits.$inferSelect> {
    await this.tracked.ensureRoomFor(audit.workspaceId);
    const { plan } = await this.deps.plans.forViewer(audit.allowance);
    const entitlement = await this.deps.entitlements.of(audit.allowance);
    // The site audit is what every plan's "SEO optimization tools" are; its deeper checks are Enterprise's.
    entitlement.requireFeature('seo_optimization', seoMessages.notOnPlan);
    const technicalChecks = entitlement.allows(technicalAuditFeature);
    const [row] = await this.deps.db
      .insert(seoAudits)
      .values({
        workspaceId: audit.workspaceId,
        createdBy: audit.createdBy,
        trigger: audit.trigger,
        site: audit.site,
        url: audit.url,
        pageBudget: auditPageBudget(plan),
        technicalChecks,
        stage: 'Waiting to start',
      })
      .returning();
    if (!row) throw new Error('The audit was not stored');
    await this.tracked.enqueue(row);
    return row;
  }

  private async run({ record, update }: RunningJob<typeof seoAudits>) {
    let lastWrite = 0;
    try {
      const outcome = await runAudit(this.deps.fetcher, record.url, {
        pageBudget: record.pageBudget,
        deadline: Date.now() + crawlTimeMs(record.pageBudget),
        technical: record.technicalChecks ? this.deps.rendering : null,
        onProgress: async (progress) => {
          if (Date.now() - lastWrite < progressEveryMs) return;
          lastWrite = Date.now();
          await update(progress);
        },
      });
      await update({ stage: 'Comparing with the previous scan', progress: 96, pagesCrawled: outcome.crawl.urls.size });
      // Pages that answered were checked; one that timed out or was too large to read was not, and
      // keeps its issues. A whole crawl also covers what it no longer found: an address nothing links to any more.
      const answered = [...outcome.crawl.urls.values()].filter((entry) => entry.status > 0 && !entry.tooLarge).map((entry) => entry.url);
      const whole = outcome.crawl.stoppedEarly === null && answered.length === outcome.crawl.urls.size;
      const rendering = outcome.rendering;
      const covered = {
        pages: whole ? ('all' as const) : [...answered, homeOf(outcome.crawl.origin)],
        // Checks this audit did not run keep their issues: the plan left them out, or Chromium was not there.
        uncertainChecks: [
          ...(outcome.probesComplete ? [] : probedChecks),
          ...(record.technicalChecks ? [] : technicalCheckIds),
          ...(rendering?.status === 'skipped' ? renderingCheckIds : []),
        ],
        // Rendering judged its key pages only.
        onlyOnPages:
          rendering?.status === 'ran' ? { checks: renderingCheckIds, pages: rendering.pages.map((page) => page.url) } : undefined,
      };
      const comparison = await recordFindings(
        this.deps.db,
        { id: record.id, workspaceId: record.workspaceId, site: record.site },
        outcome.findings,
        covered,
      );
      const summary: AuditSummary = {
        ...comparison,
        pagesCrawled: outcome.crawl.urls.size,
        stoppedEarly: outcome.crawl.stoppedEarly,
        issues: countByPriority(outcome.findings.map((finding) => auditChecks[finding.check].priority)),
        ...(rendering ? { rendering } : {}),
      };
      const newHigh = await this.newHighIssues(record.id);
      await this.deps.notices.finished(record, summary, newHigh);
      const finishedAt = new Date();
      await this.deps.events.emit(record.workspaceId, 'audit.completed', {
        id: record.id,
        site: record.site,
        url: record.url,
        trigger: record.trigger,
        pagesCrawled: summary.pagesCrawled,
        issues: summary.issues,
        newHighIssues: newHigh,
        finishedAt: finishedAt.toISOString(),
      });
      return { progress: 100, summary, pagesCrawled: summary.pagesCrawled, finishedAt };
    } catch (error) {
      // What went wrong with the site is the user's to read; anything else is not.
      const failure = error instanceof SafeFetchError ? new JobFailure(`${seoMessages.scanFailed}: ${error.message}`) : error;
      await this.deps.notices.failed(record, failure instanceof JobFailure ? failure.message : seoMessages.scanFailed);
      await update({ finishedAt: new Date() });
      throw failure;
    }
  }

  /** The High issues this audit found for the first time, for the owner's notice. */
  private async newHighIssues(auditId: string): Promise<number> {
    const [row] = await this.deps.db
      .select({ value: count() })
      .from(seoIssues)
      .where(and(eq(seoIssues.firstAuditId, auditId), eq(seoIssues.priority, 'High'), eq(seoIssues.status, 'pending')));
    return row?.value ?? 0;
  }
}

function countByPriority(priorities: readonly IssuePriority[]): Record<IssuePriority, number> {
  const counts: Record<IssuePriority, number> = { High: 0, Medium: 0, Low: 0 };
  for (const priority of priorities) counts[priority]++;
  return counts;
}
