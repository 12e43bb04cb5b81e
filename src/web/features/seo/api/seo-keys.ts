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
  overview: (site: string) => [...seoKeys.all, 'overview', site] as const,
};

export const seoPath = (rest: string) => `/api/seo/${rest}`;
export const idPath = (resource: 'audits' | 'issues' | 'competitors/analyses', id: string, action?: string) =>
  seoPath(`${resource}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);

/** `?projectId=…` for the project's latest results; nothing without a project. */
export const projectQuery = (projectId: string | null) => (projectId ? `?${new URLSearchParams({ projectId }).toString()}` : '');
