import { useQuery } from '@tanstack/react-query';
import type { StudioOverview } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { studioKeys, studioPath } from './studio-keys';

/** The four cards: videos, audio, the rendered length and the views. */
export function useStudioOverview() {
  return useQuery({
    queryKey: studioKeys.overview(),
    queryFn: () => api.get<StudioOverview>(studioPath('overview')),
    retry: retryFailuresOnce,
  });
}
