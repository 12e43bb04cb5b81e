import { useQuery } from '@tanstack/react-query';
import type { StudioBestTime } from '@/shared/studio/studio';
import { localTimeZone } from '@/shared/zoned-time';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { studioKeys, studioPath } from './studio-keys';

/** When to publish, read on this browser's clocks. */
export function useStudioBestTime() {
  const timeZone = localTimeZone();
  return useQuery({
    queryKey: studioKeys.bestTime(timeZone),
    queryFn: () => api.get<StudioBestTime>(studioPath(`best-time?tz=${encodeURIComponent(timeZone)}`)),
    retry: retryFailuresOnce,
  });
}
