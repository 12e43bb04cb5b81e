import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { invalidateListening, listeningPath } from './listening-keys';

/** When the screen reads again after Check now: the check is a job that usually ends within seconds. */
const checkRefreshDelays = [2_000, 5_000, 10_000] as const;

export function checkMonitor(id: string) {
  return api.post<{ queued: true }>(listeningPath(`monitors/${encodeURIComponent(id)}/check`));
}

/** Check now: queues the monitor's check, then reads the monitors and mentions a few times. */
export function useCheckMonitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkMonitor,
    onSuccess: () => {
      for (const delay of checkRefreshDelays) setTimeout(() => void invalidateListening(queryClient), delay);
    },
  });
}
