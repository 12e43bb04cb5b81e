/** Query keys of the SEO screen. */
export const seoKeys = {
  all: ['seo'] as const,
  audit: (id: string) => [...seoKeys.all, 'audits', id] as const,
  issues: () => [...seoKeys.all, 'issues'] as const,
  /** One site's issues: every filter and page of it sits below. */
  siteIssues: (site: string) => [...seoKeys.issues(), site] as const,
  issuePage: (site: string, query: string) => [...seoKeys.siteIssues(site), query] as const,
  /** The last keyword search of a project (null: made without one). */
  latestResearch: (projectId: string | null) => [...seoKeys.all, 'keyword-research', 'latest', projectId] as const,
  competitorAnalysis: (id: string) => [...seoKeys.all, 'competitor-analyses', id] as const,
  /** Every project's latest analysis: read again when one ends. */
  latestCompetitorAnalyses: () => [...seoKeys.all, 'competitor-analyses', 'latest'] as const,
  latestCompetitorAnalysis: (projectId: string | null) => [...seoKeys.latestCompetitorAnalyses(), projectId] as const,
  /** Every overview: read again when tracked keywords change (Keywords Ranking). */
  overviews: () => [...seoKeys.all, 'overview'] as const,
  overview: (site: string, projectId: string | null) => [...seoKeys.overviews(), site, projectId] as const,
  /** Every project's link building: a status change moves the Backlinks figures too. */
  allLinks: () => [...seoKeys.all, 'links'] as const,
  links: (projectId: string | null) => [...seoKeys.allLinks(), projectId] as const,
  linkSearch: (id: string) => [...seoKeys.all, 'link-searches', id] as const,
  ranks: (projectId: string) => [...seoKeys.all, 'ranks', projectId] as const,
  rankHistory: (id: string) => [...seoKeys.all, 'rank-history', id] as const,
};

export const seoPath = (rest: string) => `/api/seo/${rest}`;
type IdResource = 'audits' | 'issues' | 'competitors/analyses' | 'links/searches' | 'links/opportunities' | 'ranks';
export const idPath = (resource: IdResource, id: string, action?: string) =>
  seoPath(`${resource}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);

/** `?projectId=…` for the project's latest results; nothing without a project. */
export const projectQuery = (projectId: string | null) => (projectId ? `?${new URLSearchParams({ projectId }).toString()}` : '');
