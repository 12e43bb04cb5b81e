import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RankOverview, trackKeywordsSchema } from '@/shared/seo/ranks';
import { api } from '@/web/lib/api-client';
import { seoKeys, seoPath } from './seo-keys';

export type TrackKeywordsInput = z.input<typeof trackKeywordsSchema>;

/** When the screen reads again after Track: the first check is a job that usually ends within seconds. */
const checkRefreshDelays = [2_000, 5_000, 10_000] as const;

export function trackKeywords(input: TrackKeywordsInput) {
  return api.post<RankOverview>(seoPath('ranks'), input);
}

/** What a check changes: the tracked keywords' positions, and the Keywords Ranking tile. */
function refreshChecked(queryClient: QueryClient, projectId: string) {
  for (const queryKey of [seoKeys.ranks(projectId), seoKeys.overviews()]) void queryClient.invalidateQueries({ queryKey });
}

/** Track: the new keywords show at once (not checked yet), then their first positions are read a few times. */
export function useTrackKeywords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trackKeywords,
    onSuccess: (overview, { projectId }) => {
      queryClient.setQueryData(seoKeys.ranks(projectId), overview);
      for (const delay of checkRefreshDelays) setTimeout(() => refreshChecked(queryClient, projectId), delay);
    },
  });
}
