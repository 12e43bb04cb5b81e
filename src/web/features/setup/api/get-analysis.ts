import type { AnalysisStatus } from '@/shared/setup/setup';
import { api } from '@/web/lib/api-client';
import { trackedJobQueryOptions, useTrackedJob } from '@/web/lib/use-tracked-job';

export const analysisQueryOptions = (id: string) =>
  trackedJobQueryOptions({
    queryKey: ['setup-analysis', id],
    fetchJob: () => api.get<AnalysisStatus>(`/api/setup/analyses/${encodeURIComponent(id)}`),
    pollMs: 700,
  });

/** A website analysis followed until it has an outcome. */
export function useAnalysis(id: string) {
  return useTrackedJob(analysisQueryOptions(id));
}
