import { ApiError } from '@/web/lib/api-client';

/** Query keys of a project's analytics, so a first visit can refresh everything about it. */
export const analyticsKeys = {
  project: (projectId: string) => ['analytics', 'project', projectId] as const,
  reports: (projectId: string) => [...analyticsKeys.project(projectId), 'report'] as const,
  report: (projectId: string, query: string) => [...analyticsKeys.reports(projectId), query] as const,
  realtime: (projectId: string) => [...analyticsKeys.project(projectId), 'realtime'] as const,
  tracking: (projectId: string) => [...analyticsKeys.project(projectId), 'tracking'] as const,
  goalReports: (projectId: string) => [...analyticsKeys.project(projectId), 'goal-report'] as const,
  goalReport: (projectId: string, query: string) => [...analyticsKeys.goalReports(projectId), query] as const,
  funnels: (projectId: string) => [...analyticsKeys.project(projectId), 'funnels'] as const,
  funnelReport: (projectId: string, funnelId: string, query: string) =>
    [...analyticsKeys.funnels(projectId), funnelId, 'report', query] as const,
  contentPerformance: (projectId: string, query: string) => [...analyticsKeys.project(projectId), 'content', query] as const,
  recommendations: (projectId: string) => [...analyticsKeys.project(projectId), 'recommendations'] as const,
  recommendationSet: (projectId: string, query: string) => [...analyticsKeys.recommendations(projectId), query] as const,
};

/** Where a project's analytics are read and set. */
export const analyticsPath = (projectId: string) => `/api/analytics/projects/${encodeURIComponent(projectId)}`;

/** A refusal (a plan without the feature, a lost project) answers the same the second time: only failures are asked again. */
export const retryFailuresOnce = (failures: number, error: unknown) => failures < 1 && !(error instanceof ApiError && error.status < 500);
