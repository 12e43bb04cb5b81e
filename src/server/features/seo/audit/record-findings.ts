import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { AuditComparison } from '@/shared/seo/seo';
import { auditChecks } from '@/shared/seo/checks';
import type { Database } from '../../../db/database';
import { seoIssues } from '../schema';
import type { Finding } from './site-view';

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const chunkSize = 500;

interface AuditScope {
  id: string;
  workspaceId: string;
  site: string;
}

/**
 * Files an audit's findings against the site's issues, all or nothing: a new finding opens an
 * issue, one found again stays open (and re-opens if someone marked it fixed), and an open issue on
 * a page this audit read that it no longer finds is fixed by the crawl. Pages the audit did not
 * read keep their issues as they were, and so do checks it could not finish (links it had no time
 * or room to probe): not seeing proves nothing. A crawl that read every address it found ('all')
 * closes the issues of addresses the site no longer links to or lists, such as a removed page's 404.
 */
export async function recordFindings(
  db: Database,
  audit: AuditScope,
  findings: readonly Finding[],
  covered: {
    pages: readonly string[] | 'all';
    uncertainChecks: readonly string[];
    /** Checks that judged only these pages (rendering's key pages): their issues elsewhere stay as they were. */
    onlyOnPages?: { checks: readonly string[]; pages: readonly string[] };
  },
): Promise<AuditComparison> {
  return db.transaction(async (tx) => {
    const scope = and(eq(seoIssues.workspaceId, audit.workspaceId), eq(seoIssues.site, audit.site));
    // What a run of this audit cut off by its process's death had filed is new still (ADR 042).
    const before = and(scope, sql`${seoIssues.firstAuditId} is distinct from ${audit.id}`);
    const known = new Set((await tx.select({ check: seoIssues.check, page: seoIssues.page }).from(seoIssues).where(before)).map(keyOf));
    const now = new Date();
    for (let start = 0; start < findings.length; start += chunkSize) {
      const rows = findings.slice(start, start + chunkSize).map((finding) => ({
        workspaceId: audit.workspaceId,
        site: audit.site,
        check: finding.check,
        page: finding.page,
        detail: finding.detail,
        priority: auditChecks[finding.check].priority,
        firstAuditId: audit.id,
        lastAuditId: audit.id,
        firstSeenAt: now,
        lastSeenAt: now,
      }));
      await tx
        .insert(seoIssues)
        .values(rows)
        .onConflictDoUpdate({
          target: [seoIssues.workspaceId, seoIssues.site, seoIssues.check, seoIssues.page],
          set: {
            detail: sql`excluded.detail`,
            priority: sql`excluded.priority`,
            status: 'pending',
            lastAuditId: audit.id,
            lastSeenAt: now,
            fixedAt: null,
            fixedBy: null,
            fixedByUser: null,
          },
        });
    }
    const resolved = await tx
      .update(seoIssues)
      .set({ status: 'fixed', fixedBy: 'crawl', fixedAt: now })
      .where(
        and(
          scope,
          eq(seoIssues.status, 'pending'),
          sql`${seoIssues.lastAuditId} is distinct from ${audit.id}`,
          covered.pages === 'all' ? undefined : inArray(seoIssues.page, [...covered.pages]),
          covered.uncertainChecks.length > 0 ? notInArray(seoIssues.check, [...covered.uncertainChecks]) : undefined,
          covered.onlyOnPages
            ? or(
                notInArray(seoIssues.check, [...covered.onlyOnPages.checks]),
                covered.onlyOnPages.pages.length > 0 ? inArray(seoIssues.page, [...covered.onlyOnPages.pages]) : sql`false`,
              )
            : undefined,
        ),
      )
      .returning({ id: seoIssues.id });
    const repeated = findings.filter((finding) => known.has(keyOf(finding))).length;
    return { new: findings.length - repeated, stillOpen: repeated, resolved: resolved.length };
  });
}

function keyOf(issue: { check: string; page: string }): string {
  return `${issue.check} ${issue.page}`;
}
