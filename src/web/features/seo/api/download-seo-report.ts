/** SEO Report: the server answers the report page as a download (GET /api/seo/report), so a plain link fetches it. */
export function seoReportUrl(site: string, projectId: string | null): string {
  const query = new URLSearchParams({ site });
  if (projectId) query.set('projectId', projectId);
  return `/api/seo/report?${query.toString()}`;
}
