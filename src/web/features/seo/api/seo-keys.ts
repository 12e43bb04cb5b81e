/** Query keys of the SEO screen. */
export const seoKeys = {
  all: ['seo'] as const,
  audit: (id: string) => [...seoKeys.all, 'audits', id] as const,
  issues: () => [...seoKeys.all, 'issues'] as const,
  /** One site's issues: every filter and page of it sits below. */
  siteIssues: (site: string) => [...seoKeys.issues(), site] as const,
  issuePage: (site: string, query: string) => [...seoKeys.siteIssues(site), query] as const,
};

export const seoPath = (rest: string) => `/api/seo/${rest}`;
export const idPath = (resource: 'audits' | 'issues', id: string, action?: string) =>
  seoPath(`${resource}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);
