import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Funnel, type FunnelInput, funnelInputSchema } from '@/shared/analytics/goals';
import { api } from '@/web/lib/api-client';
import { analyticsKeys, analyticsPath } from './analytics-keys';

/** The form checks a funnel with the schema the server applies. */
export const addFunnelSchema = funnelInputSchema;

export function addFunnel({ projectId, funnel }: { projectId: string; funnel: FunnelInput }) {
  return api.post<Funnel>(`${analyticsPath(projectId)}/funnels`, funnel);
}

/** Creates a funnel; it joins the project's list at once. */
export function useAddFunnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFunnel,
    onSuccess: (funnel, { projectId }) => {
      queryClient.setQueryData<Funnel[]>(analyticsKeys.funnels(projectId), (funnels) => [...(funnels ?? []), funnel]);
      return queryClient.invalidateQueries({ queryKey: analyticsKeys.funnels(projectId), exact: true });
    },
  });
}
