import { useQuery } from '@tanstack/react-query';
import type { StudioVoices } from '@/shared/studio/studio';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { studioKeys, studioPath } from './studio-keys';

/** The operator's speech engine and its voices; they change only with the server's settings. */
export function useVoices() {
  return useQuery({
    queryKey: studioKeys.voices(),
    queryFn: () => api.get<StudioVoices>(studioPath('voices')),
    retry: retryFailuresOnce,
    staleTime: 5 * 60_000,
  });
}
