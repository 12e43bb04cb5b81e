import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisStatus } from '@/shared/setup';
import { ApiError, api } from '@/web/lib/api-client';

/** How often a running analysis is asked for its progress. */
const analysisPollMs = 700;

function isFinished(analysis: AnalysisStatus | undefined): boolean {
  return analysis?.status === 'done' || analysis?.status === 'failed';
}

export function analysisQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['setup-analysis', id],
    queryFn: () => api.get<AnalysisStatus>(`/api/setup/analyses/${encodeURIComponent(id)}`),
    // Polls until the job has an outcome; a refusal (signed out, gone) ends it too, a network blip does not.
    refetchInterval: (query) => {
      const { error } = query.state;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      return isFinished(query.state.data) ? false : analysisPollMs;
    },
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 3,
  });
}

export function useAnalysis(id: string) {
  return useQuery(analysisQueryOptions(id));
}
