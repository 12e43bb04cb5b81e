import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandVoiceState } from '@/shared/content/voice';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { isUnderWay } from '@/web/lib/use-tracked-job';

export const brandVoiceKey = (projectId: string) => ['content-voice', projectId] as const;

export const getBrandVoice = (projectId: string) => api.get<BrandVoiceState>(`/api/content/voice/${encodeURIComponent(projectId)}`);

/** The project's voice and its latest learning, asked again every 1.5 s while a learning is under way. */
export const brandVoiceQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: brandVoiceKey(projectId),
    queryFn: () => getBrandVoice(projectId),
    retry: retryFailuresOnce,
    refetchInterval: (query) => (isUnderWay(query.state.data?.learning) ? 1500 : false),
  });

export function useBrandVoice(projectId: string) {
  return useQuery(brandVoiceQueryOptions(projectId));
}
