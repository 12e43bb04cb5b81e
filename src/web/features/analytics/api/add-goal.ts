import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Goal, type GoalTarget, goalTargetSchema } from '@/shared/analytics/goals';
import { api } from '@/web/lib/api-client';
import { analyticsKeys, analyticsPath } from './analytics-keys';

/** The form checks a goal with the schema the server applies. */
export const addGoalSchema = goalTargetSchema;

export function addGoal({ projectId, target }: { projectId: string; target: GoalTarget }) {
  return api.post<Goal>(`${analyticsPath(projectId)}/goals`, target);
}

/** Adds a goal; the goal report and the report's Conversions figure (which counts goals) are read again. */
export function useAddGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGoal,
    onSuccess: (_goal, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: analyticsKeys.goalReports(projectId) }),
        queryClient.invalidateQueries({ queryKey: analyticsKeys.reports(projectId) }),
      ]),
  });
}
