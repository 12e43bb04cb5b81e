import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { siteOf } from '@/shared/projects';
import {
  type IssueCounts,
  type IssueList,
  type issueListSchema,
  issuesPerPage,
  type SeoIssue,
  type SiteAudit,
  seoMessages,
} from '@/shared/seo/seo';
import { auditChecks, type AuditCheckId, isAuditCheckId, issuePriorities } from '@/shared/seo/checks';
import type { Database } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { recordUserEvent } from '../../../events/service';
import { notFound, ServiceError } from '../../../lib/service-error';
import type { Viewer } from '../../../auth/viewer';
import { seoAudits, seoIssues } from '../schema';
import type { AuditJob } from './audit-job';

type AuditRow = typeof seoAudits.$inferSelect;
type IssueRow = typeof seoIssues.$inferSelect;

/** The site audit's reads and writes for the screen: start a scan, follow it, list and fix its issues. */
export class AuditService {
  constructor(private readonly deps: { db: Database; job: AuditJob }) {}

  /** Queues a scan of the site of `url`; a scan of that site already under way answers 409 with its id. */
  async start(viewer: Viewer, url: string): Promise<SiteAudit> {
    const site = siteOf(url);
    if (!site) throw new ServiceError(400, 'VALIDATION_FAILED', seoMessages.invalidUrl);
    const underWay = await this.underWay(viewer.workspaceId, site);
    if (underWay) throw new ServiceError(409, 'AUDIT_UNDER_WAY', seoMessages.scanUnderWay, { auditId: underWay.id });
    try {
      const audit = await this.deps.job.queue({
        workspaceId: viewer.workspaceId,
        allowance: viewer,
        createdBy: viewer.userId,
        trigger: 'user',
        site,
        url,
      });
      await recordUserEvent(this.deps.db, {
        workspaceId: viewer.workspaceId,
        userId: viewer.userId,
        type: 'website_scanned',
        description: `Scanned ${site}`,
        data: { site, auditId: audit.id },
      });
      return toSiteAudit(audit);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request started the same site a moment ago.
      const other = await this.underWay(viewer.workspaceId, site);
      throw new ServiceError(409, 'AUDIT_UNDER_WAY', seoMessages.scanUnderWay, other ? { auditId: other.id } : undefined);
    }
  }

  async get(viewer: Viewer, id: string): Promise<SiteAudit> {
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(seoAudits)
      .where(and(eq(seoAudits.id, id), eq(seoAudits.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return toSiteAudit(row);
  }

  /** The site's issues as of its latest finished audit, filtered and a page at a time, with the counts for the filters. */
  async issues(viewer: Viewer, query: z.output<typeof issueListSchema>): Promise<IssueList> {
    const { db } = this.deps;
    const site = siteOf(query.site);
    if (!site) throw new ServiceError(400, 'VALIDATION_FAILED', seoMessages.invalidUrl);
    await this.deps.job.tracked.failAbandoned(viewer.workspaceId);
    const ofSite = and(eq(seoAudits.workspaceId, viewer.workspaceId), eq(seoAudits.site, site));
    const [latest] = await db.select().from(seoAudits).where(ofSite).orderBy(desc(seoAudits.createdAt)).limit(1);
    const [lastFinished] = await db
      .select()
      .from(seoAudits)
      .where(and(ofSite, eq(seoAudits.status, 'done')))
      .orderBy(desc(seoAudits.finishedAt))
      .limit(1);

    const scope = and(eq(seoIssues.workspaceId, viewer.workspaceId), eq(seoIssues.site, site));
    const filters: (SQL | undefined)[] = [scope];
    if (query.status) filters.push(eq(seoIssues.status, query.status));
    if (query.priority) filters.push(eq(seoIssues.priority, query.priority));
    if (query.check) filters.push(eq(seoIssues.check, query.check));
    if (query.onlyNew) filters.push(lastFinished ? eq(seoIssues.firstAuditId, lastFinished.id) : sql`false`);
    const where = and(...filters);
    const [matching] = await db.select({ value: count() }).from(seoIssues).where(where);
    const total = matching?.value ?? 0;
    const pageCount = Math.max(1, Math.ceil(total / issuesPerPage));
    const page = Math.min(query.page, pageCount);
    const rows = await db
      .select()
      .from(seoIssues)
      .where(where)
      .orderBy(priorityOrder, asc(seoIssues.check), asc(seoIssues.page))
      .limit(issuesPerPage)
      .offset((page - 1) * issuesPerPage);
    return {
      audit: latest ? toSiteAudit(latest) : null,
      lastFinished: lastFinished ? toSiteAudit(lastFinished) : null,
      issues: rows.map((row) => toSeoIssue(row, lastFinished?.id)),
      counts: await this.counts(scope),
      total,
      page,
      pageCount,
    };
  }

  /** Fix: the user says the issue is dealt with; the next audit re-opens it if it still finds it. */
  async fix(viewer: Viewer, id: string): Promise<SeoIssue> {
    const mine = and(eq(seoIssues.id, id), eq(seoIssues.workspaceId, viewer.workspaceId));
    const [fixed] = await this.deps.db
      .update(seoIssues)
      .set({ status: 'fixed', fixedBy: 'user', fixedAt: new Date(), fixedByUser: viewer.userId })
      .where(and(mine, eq(seoIssues.status, 'pending')))
      .returning();
    // Fixing a fixed issue again changes nothing: the answer is the issue as it is.
    const [issue] = fixed ? [fixed] : await this.deps.db.select().from(seoIssues).where(mine);
    if (!issue) throw notFound();
    const [lastFinished] = await this.deps.db
      .select({ id: seoAudits.id })
      .from(seoAudits)
      .where(and(eq(seoAudits.workspaceId, viewer.workspaceId), eq(seoAudits.site, issue.site), eq(seoAudits.status, 'done')))
      .orderBy(desc(seoAudits.finishedAt))
      .limit(1);
    return toSeoIssue(issue, lastFinished?.id);
  }

  private async underWay(workspaceId: string, site: string): Promise<AuditRow | undefined> {
    await this.deps.job.tracked.failAbandoned(workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(seoAudits)
      .where(and(eq(seoAudits.workspaceId, workspaceId), eq(seoAudits.site, site), sql`${seoAudits.status} in ('queued', 'running')`));
    return row;
  }

  private async counts(scope: SQL | undefined): Promise<IssueCounts> {
    const rows = await this.deps.db
      .select({ status: seoIssues.status, priority: seoIssues.priority, check: seoIssues.check, value: count() })
      .from(seoIssues)
      .where(scope)
      .groupBy(seoIssues.status, seoIssues.priority, seoIssues.check);
    const counts: IssueCounts = { pending: { High: 0, Medium: 0, Low: 0 }, fixed: 0, byCheck: {} };
    for (const row of rows) {
      if (row.status === 'fixed') {
        counts.fixed += row.value;
        continue;
      }
      counts.pending[row.priority] += row.value;
      if (isAuditCheckId(row.check)) counts.byCheck[row.check] = (counts.byCheck[row.check] ?? 0) + row.value;
    }
    return counts;
  }
}

/** High first, then Medium, then Low. */
const priorityOrder = sql`case ${seoIssues.priority} ${sql.join(
  issuePriorities.map((priority, index) => sql`when ${priority} then ${index}`),
  sql` `,
)} end`;

export function toSiteAudit(row: AuditRow): SiteAudit {
  return {
    id: row.id,
    site: row.site,
    url: row.url,
    status: row.status,
    progress: row.progress,
    pagesCrawled: row.pagesCrawled,
    pageBudget: row.pageBudget,
    stage: row.status === 'queued' || row.status === 'running' ? row.stage : null,
    summary: row.summary ?? null,
    technical: { included: row.technicalChecks, rendering: (row.technicalChecks && row.summary?.rendering) || null },
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function toSeoIssue(row: IssueRow, lastFinishedId: string | undefined): SeoIssue {
  const check = row.check as AuditCheckId;
  return {
    id: row.id,
    check,
    page: row.page,
    issue: auditChecks[check]?.issue ?? row.check,
    detail: row.detail,
    priority: row.priority,
    status: row.status,
    fix: auditChecks[check]?.fix ?? '',
    isNew: lastFinishedId !== undefined && row.firstAuditId === lastFinishedId,
    firstSeenAt: row.firstSeenAt.toISOString(),
    fixedAt: row.fixedAt?.toISOString() ?? null,
    fixedBy: row.fixedBy,
  };
}
