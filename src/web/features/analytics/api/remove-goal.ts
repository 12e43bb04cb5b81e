import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { analyticsKeys, analyticsPath } from './analytics-keys';

export function removeGoal({ projectId, goalId }: { projectId: string; goalId: string }) {
  return api.delete<null>(`${analyticsPath(projectId)}/goals/${encodeURIComponent(goalId)}`);
}

/** Removes a goal and its conversions; the goal report and the report's Conversions figure are read again. */
export function useRemoveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGoal,
    onSuccess: (_nothing, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: analyticsKeys.goalReports(projectId) }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.reports(projectId) }),
      ]),
  });
}
