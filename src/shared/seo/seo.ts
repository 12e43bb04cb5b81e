// SEO Tools (issue 18): texts, shapes and input rules shared by the
// screen and the server.
import { z } from 'zod';
import { getPlan, type PlanId } from '../plans';
import type { AuditCheckId, IssuePriority } from './checks';
import type { RenderingOutcome, TechnicalAuditState } from './technical-checks';

export const seoLabels = {
  seoReport: 'SEO Report',
  urlPlaceholder: 'Enter website URL to analyze...',
  analyzeUrl: 'Analyze URL',
  organicTraffic: 'Organic Traffic',
  keywordsRanking: 'Keywords Ranking',
  backlinks: 'Backlinks',
  domainAuthority: 'Domain Authority',
  fix: 'Fix',
} as const;

/** The tabs in the product specification's order, each with its primary action. */
export const seoTabs = [
  { id: 'keywords', label: 'Keyword Research', action: 'Find Keywords' },
  { id: 'competitors', label: 'Competitor Analysis', action: 'Analyze Competitors' },
  { id: 'content', label: 'Content Optimization', action: 'Scan Website' },
  { id: 'links', label: 'Link Building', action: 'Find Opportunities' },
] as const;
export type SeoTabId = (typeof seoTabs)[number]['id'];

export const seoMessages = {
  loadFailed: 'Failed to load SEO data',
  signIn: 'Please sign in to continue',
  noUrl: 'No website URL found. Please enter a URL to scan.',
  invalidUrl: 'Please enter a valid URL (including http:// or https://)',
  scanFailed: 'Failed to scan website',
  fixFailed: 'Failed to fix issue',
  findKeywordsFailed: 'Failed to find keywords',
  analyzeCompetitorsFailed: 'Failed to analyze competitors',
  noCompetitorsManual: 'No competitors found. Please add competitors manually.',
  noCompetitorsSettings: 'No competitors found. Please add competitors in your project settings.',
  findOpportunitiesFailed: 'Failed to find backlink opportunities',
  scanStarted: 'Scanning your website…',
  scanUnderWay: 'A scan of this site is already under way.',
  tooManyScans: (limit: number) => `${limit} scans are already under way in this workspace. Wait for one to finish.`,
  issueFixed: 'Issue marked as fixed',
  notOnPlan: 'SEO optimization tools are not part of your plan.',
} as const;

/**
 * Pages one audit reads, by plan. The Technical SEO audit of the whole site is Enterprise's
 * (feature catalogue); its budget is as large as a crawl can sensibly be.
 */
export const auditPageBudgets: Record<PlanId, number> = { starter: 100, professional: 500, enterprise: 10_000 };

export function auditPageBudget(planId: string): number {
  return auditPageBudgets[getPlan(planId).id];
}

/** Plans whose project sites are crawled again every week, with the owner told of new High issues. */
export const weeklyAuditPlans: readonly PlanId[] = ['professional', 'enterprise'];

const absoluteUrl = z
  .string({ message: seoMessages.noUrl })
  .trim()
  .min(1, seoMessages.noUrl)
  .max(2048, seoMessages.invalidUrl)
  .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), seoMessages.invalidUrl);

export const startAuditSchema = z.object({ url: absoluteUrl });

export const issueStatuses = ['pending', 'fixed'] as const;
export type IssueStatus = (typeof issueStatuses)[number];

export const issueListSchema = z.object({
  /** The audited site: its origin or any address on it. */
  site: absoluteUrl,
  status: z.enum(issueStatuses).optional(),
  priority: z.enum(['High', 'Medium', 'Low']).optional(),
  check: z.string().max(64).optional(),
  /** Only the issues the latest audit found for the first time. */
  onlyNew: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type IssueListQuery = z.input<typeof issueListSchema>;

export const issuesPerPage = 50;

export type AuditStatus = 'queued' | 'running' | 'done' | 'failed';

/** How an audit compares with the one before it on the same site. */
export interface AuditComparison {
  /** Found for the first time. */
  new: number;
  /** Found before and still there. */
  stillOpen: number;
  /** Open after the previous audit and gone now (pages this audit read again). */
  resolved: number;
}

export interface AuditSummary extends AuditComparison {
  pagesCrawled: number;
  /** Why the crawl stopped before reading every page it found, if it did. */
  stoppedEarly: 'page_budget' | 'time_budget' | null;
  issues: Record<IssuePriority, number>;
  /** The Technical SEO audit's rendering of key pages (Enterprise); absent when the plan left it out. */
  rendering?: RenderingOutcome;
}

/** One crawl of a site, as a job the screen follows. */
export interface SiteAudit {
  id: string;
  /** The site's origin, e.g. https://example.com. */
  site: string;
  /** The address the crawl started from. */
  url: string;
  status: AuditStatus;
  /** 0–100. */
  progress: number;
  pagesCrawled: number;
  pageBudget: number;
  /** Set while running: what the crawl is doing now ("Reading pages: 42 of 180"). */
  stage: string | null;
  summary: AuditSummary | null;
  /** Whether the plan let this audit run the Technical SEO audit's deeper checks, decided when it started. */
  technical: TechnicalAuditState;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export interface SeoIssue {
  id: string;
  check: AuditCheckId;
  /** The page the issue is on (for site-wide checks, the site's home). */
  page: string;
  issue: string;
  /** What exactly was found: "78 characters", "links to /old-page (404)". */
  detail: string;
  priority: IssuePriority;
  status: IssueStatus;
  fix: string;
  /** First found by the latest audit of the site. */
  isNew: boolean;
  firstSeenAt: string;
  fixedAt: string | null;
  /** Who closed it: the user with Fix, or a crawl that no longer found it. */
  fixedBy: 'user' | 'crawl' | null;
}

export interface IssueCounts {
  pending: Record<IssuePriority, number>;
  fixed: number;
  /** Pending issues per check, for the filter. */
  byCheck: Partial<Record<AuditCheckId, number>>;
}

/** GET /api/seo/issues */
export interface IssueList {
  /** The site's latest audit, under way or finished; null before the first. */
  audit: SiteAudit | null;
  /** The latest finished audit, whose issues these are. */
  lastFinished: SiteAudit | null;
  issues: SeoIssue[];
  counts: IssueCounts;
  /** Issues matching the filters, over all pages. */
  total: number;
  page: number;
  pageCount: number;
}
