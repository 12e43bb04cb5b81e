import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { BulkGeneration } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';
import { trackedJobQueryOptions, useTrackedJob } from '@/web/lib/use-tracked-job';
import { contentKeys, dependentKeys } from './content-keys';

export const getBulkGeneration = (id: string) => api.get<BulkGeneration>(`/api/content/bulk/${encodeURIComponent(id)}`);

export const bulkGenerationQueryOptions = (id: string) =>
  trackedJobQueryOptions({ queryKey: ['content-bulk', id], fetchJob: () => getBulkGeneration(id), pollMs: 1500 });

/** A bulk job's progress; new drafts appear in the library as it writes them. */
export function useBulkGeneration(id: string | null) {
  const queryClient = useQueryClient();
  const { job, ended } = useTrackedJob(bulkGenerationQueryOptions(id ?? ''), { enabled: id !== null });
  const completed = job?.completed ?? 0;
  useEffect(() => {
    if (completed > 0 || ended) {
      for (const queryKey of [contentKeys.all, ...dependentKeys]) void queryClient.invalidateQueries({ queryKey });
    }
  }, [completed, ended, queryClient]);
  return job;
}
