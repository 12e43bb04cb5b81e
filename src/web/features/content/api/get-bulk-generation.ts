import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BulkGeneration } from '@/shared/content';
import { api } from '@/web/lib/api-client';
import { contentKeys, dependentKeys } from './content-keys';

export const getBulkGeneration = (id: string) => api.get<BulkGeneration>(`/api/content/bulk/${encodeURIComponent(id)}`);

const finished = (job: BulkGeneration | undefined) => job?.status === 'done' || job?.status === 'failed';

export const bulkGenerationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['content-bulk', id],
    queryFn: () => getBulkGeneration(id),
    // Polled until the job ends.
    refetchInterval: (query) => (finished(query.state.data) ? false : 1500),
  });

/** A bulk job's progress; new drafts appear in the library as it writes them. */
export function useBulkGeneration(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...bulkGenerationQueryOptions(id ?? ''), enabled: id !== null });
  const completed = query.data?.completed ?? 0;
  const done = finished(query.data);
  useEffect(() => {
    if (completed > 0 || done) {
      for (const queryKey of [contentKeys.all, ...dependentKeys]) void queryClient.invalidateQueries({ queryKey });
    }
  }, [completed, done, queryClient]);
  return query;
}
