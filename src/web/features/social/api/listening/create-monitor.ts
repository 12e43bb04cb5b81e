import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListeningMonitorInput } from '@/shared/social/listening';
import { api } from '@/web/lib/api-client';
import { invalidateListening, listeningPath } from './listening-keys';

export function createMonitor(input: ListeningMonitorInput) {
  return api.post<{ id: string }>(listeningPath('monitors'), input);
}

/** A new monitor, checked at once on the server. */
export function useCreateMonitor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMonitor, onSuccess: () => invalidateListening(queryClient) });
}
