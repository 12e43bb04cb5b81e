import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { uploadsQueryOptions } from './get-uploads';

const deleteAnalysis = (id: string) => api.delete<null>(`/api/setup/analyses/${encodeURIComponent(id)}`);

/** Deletes an analysis with the files it was made from. */
export function useDeleteAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAnalysis,
    // The files no longer count against storage ('me').
    onSuccess: () => Promise.all([uploadsQueryOptions.queryKey, ['me']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
