import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalRow } from '@/shared/analytics/goals';
import { api } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { analyticsKeys, analyticsPath, retryFailuresOnce } from './analytics-keys';

export const goalReportQueryOptions = (projectId: string, selection: PeriodSelection) => {
  const query = selectionQuery(selection);
  return queryOptions({
    queryKey: analyticsKeys.goalReport(projectId, query),
    queryFn: () => api.get<{ goals: GoalRow[] }>(`${analyticsPath(projectId)}/goals/report?${query}`),
    retry: retryFailuresOnce,
    refetchInterval: 60_000,
  });
};

/** The project's goals with their conversions, revenue and sources over the selected period. */
export function useGoalReport(projectId: string, selection: PeriodSelection) {
  return useQuery({ ...goalReportQueryOptions(projectId, selection), placeholderData: keepPreviousData });
}
