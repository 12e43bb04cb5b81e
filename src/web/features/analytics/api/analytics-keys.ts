/** Query keys of a project's analytics, so a first visit can refresh everything about it. */
export const analyticsKeys = {
  project: (projectId: string) => ['analytics', 'project', projectId] as const,
  report: (projectId: string, query: string) => [...analyticsKeys.project(projectId), 'report', query] as const,
  realtime: (projectId: string) => [...analyticsKeys.project(projectId), 'realtime'] as const,
  tracking: (projectId: string) => [...analyticsKeys.project(projectId), 'tracking'] as const,
};

/** Where a project's analytics are read and set. */
export const analyticsPath = (projectId: string) => `/api/analytics/projects/${encodeURIComponent(projectId)}`;
