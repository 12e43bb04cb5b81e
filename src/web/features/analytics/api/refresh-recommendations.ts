import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendationSet } from '@/shared/analytics/recommendations';
import { api } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { analyticsKeys } from './analytics-keys';
import { recommendationsPath } from './get-recommendations';

export function refreshRecommendations({ projectId, selection }: { projectId: string; selection: PeriodSelection }) {
  return api.post<RecommendationSet>(`${recommendationsPath(projectId)}?${selectionQuery(selection)}`);
}

/** Writes a new set over the selected period (Owners and Editors); every period's card shows it. */
export function useRefreshRecommendations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshRecommendations,
    onSuccess: (set, { projectId, selection }) => {
      queryClient.setQueryData(analyticsKeys.recommendationSet(projectId, selectionQuery(selection)), set);
      // The project keeps one set, so the cards of other periods read it again too.
      return queryClient.invalidateQueries({ queryKey: analyticsKeys.recommendations(projectId), refetchType: 'none' });
    },
  });
}
