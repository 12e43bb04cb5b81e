import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AuditSummary } from '@/shared/seo/seo';
import { auditChecks, type AuditCheckId, issuePriorities } from '@/shared/seo/checks';
import type { CompetitorResult, KeywordIdea } from '@/shared/seo/research';
import type { Database } from '../../../db/database';
import { seoBacklinks, seoLinkOpportunities } from '../links/schema';
import { seoTrackedKeywords } from '../ranks/schema';
import { seoAudits, seoCompetitorAnalyses, seoIssues, seoKeywordResearch } from '../schema';

/** Pending issues a report lists: a long site's tail is in the screen's filters. */
const maxIssues = 500;

export interface ReportData {
  site: string;
  generatedAt: Date;
  audit: { finishedAt: Date | null; pageBudget: number; summary: AuditSummary | null; technicalChecks: boolean } | null;
  issues: { page: string; issue: string; detail: string; priority: string; fix: string }[];
  competitors: (CompetitorResult & { finishedAt: Date | null }) | null;
  keywords: { term: string; ideas: KeywordIdea[]; createdAt: Date } | null;
  ranks: { keyword: string; country: string; device: string; position: number | null; url: string | null }[];
  links: { opportunities: number; acquired: number; verified: number; referringDomains: number };
}

/** What the SEO Report holds for a site and (for keywords, competitors and ranks) its project, all of the workspace. */
export async function readReportData(
  db: Database,
  scope: { workspaceId: string; site: string; projectId: string | null },
  now: Date,
): Promise<ReportData> {
  const { workspaceId, site, projectId } = scope;
  const [audit] = await db
    .select()
    .from(seoAudits)
    .where(and(eq(seoAudits.workspaceId, workspaceId), eq(seoAudits.site, site), eq(seoAudits.status, 'done')))
    .orderBy(desc(seoAudits.finishedAt))
    .limit(1);
  const issues = await db
    .select()
    .from(seoIssues)
    .where(and(eq(seoIssues.workspaceId, workspaceId), eq(seoIssues.site, site), eq(seoIssues.status, 'pending')))
    .orderBy(
      sql`case ${seoIssues.priority} ${sql.join(
        issuePriorities.map((priority, index) => sql`when ${priority} then ${index}`),
        sql` `,
      )} end`,
      asc(seoIssues.check),
      asc(seoIssues.page),
    )
    .limit(maxIssues);
  // Competitors, keywords and ranks belong to a project; a report without one leaves them out.
  const [competitors] = projectId
    ? await db
        .select()
        .from(seoCompetitorAnalyses)
        .where(
          and(
            eq(seoCompetitorAnalyses.workspaceId, workspaceId),
            eq(seoCompetitorAnalyses.projectId, projectId),
            eq(seoCompetitorAnalyses.status, 'done'),
          ),
        )
        .orderBy(desc(seoCompetitorAnalyses.finishedAt))
        .limit(1)
    : [];
  const [research] = projectId
    ? await db
        .select()
        .from(seoKeywordResearch)
        .where(and(eq(seoKeywordResearch.workspaceId, workspaceId), eq(seoKeywordResearch.projectId, projectId)))
        .orderBy(desc(seoKeywordResearch.createdAt))
        .limit(1)
    : [];
  const ranks = projectId
    ? await db
        .select()
        .from(seoTrackedKeywords)
        .where(and(eq(seoTrackedKeywords.workspaceId, workspaceId), eq(seoTrackedKeywords.projectId, projectId)))
        .orderBy(asc(seoTrackedKeywords.keyword))
    : [];
  const [links] = await db
    .select({
      opportunities: sql<number>`count(*)::int`,
      acquired: sql<number>`count(*) filter (where ${seoLinkOpportunities.status} = 'Acquired')::int`,
    })
    .from(seoLinkOpportunities)
    .where(and(eq(seoLinkOpportunities.workspaceId, workspaceId), eq(seoLinkOpportunities.site, site)));
  const [backlinks] = await db
    .select({
      verified: sql<number>`count(*)::int`,
      referringDomains: sql<number>`count(distinct split_part(${seoBacklinks.sourceUrl}, '/', 3))::int`,
    })
    .from(seoBacklinks)
    .where(and(eq(seoBacklinks.workspaceId, workspaceId), eq(seoBacklinks.site, site), eq(seoBacklinks.status, 'live')));
  return {
    site,
    generatedAt: now,
    audit: audit
      ? { finishedAt: audit.finishedAt, pageBudget: audit.pageBudget, summary: audit.summary, technicalChecks: audit.technicalChecks }
      : null,
    issues: issues.map((issue) => {
      const check = auditChecks[issue.check as AuditCheckId];
      return {
        page: issue.page,
        issue: check?.issue ?? issue.check,
        detail: issue.detail,
        priority: issue.priority,
        fix: check?.fix ?? '',
      };
    }),
    competitors: competitors?.result ? { ...competitors.result, finishedAt: competitors.finishedAt } : null,
    keywords: research ? { term: research.term, ideas: research.ideas, createdAt: research.createdAt } : null,
    ranks: ranks.map((row) => ({ keyword: row.keyword, country: row.country, device: row.device, position: row.position, url: row.url })),
    links: {
      opportunities: links?.opportunities ?? 0,
      acquired: links?.acquired ?? 0,
      verified: backlinks?.verified ?? 0,
      referringDomains: backlinks?.referringDomains ?? 0,
    },
  };
}
