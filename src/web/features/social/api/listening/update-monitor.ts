import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListeningMonitorInput } from '@/shared/social/listening';
import { api } from '@/web/lib/api-client';
import { invalidateListening, listeningPath } from './listening-keys';

export function updateMonitor({ id, input }: { id: string; input: ListeningMonitorInput }) {
  return api.put<{ id: string }>(listeningPath(`monitors/${encodeURIComponent(id)}`), input);
}

export function useUpdateMonitor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateMonitor, onSuccess: () => invalidateListening(queryClient) });
}
