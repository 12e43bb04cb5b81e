import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisStatus } from '@/shared/setup/setup';
import { urlAnalysisSchema } from '@/shared/setup/schemas';
import { api } from '@/web/lib/api-client';
import { analysisQueryOptions } from './get-analysis';

export { urlAnalysisSchema };

export function startUrlAnalysis(url: string) {
  return api.post<AnalysisStatus>('/api/setup/analyses', { url });
}

/** Queues the crawl; the answer seeds the polled status so the progress screen starts from it. */
export function useStartUrlAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startUrlAnalysis,
    onSuccess: (status) => queryClient.setQueryData(analysisQueryOptions(status.id).queryKey, status),
  });
}
