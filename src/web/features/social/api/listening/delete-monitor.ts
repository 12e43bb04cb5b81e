import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { invalidateListening, listeningPath } from './listening-keys';

export function deleteMonitor(id: string) {
  return api.delete<void>(listeningPath(`monitors/${encodeURIComponent(id)}`));
}

/** Deletes a monitor and the mentions it found. */
export function useDeleteMonitor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteMonitor, onSuccess: () => invalidateListening(queryClient) });
}
