import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompetitorAnalysis } from '@/shared/seo/research';
import { api } from '@/web/lib/api-client';
import { seoKeys, seoPath } from './seo-keys';

export interface StartCompetitorAnalysisInput {
  /** The user's site: the URL field's address, else the project's. */
  url: string;
  projectId: string | null;
}

/** Queues an analysis (202); the screen follows it with getCompetitorAnalysis. */
export function startCompetitorAnalysis({ url, projectId }: StartCompetitorAnalysisInput) {
  return api.post<CompetitorAnalysis>(seoPath('competitors/analyses'), projectId ? { url, projectId } : { url });
}

export function useStartCompetitorAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCompetitorAnalysis,
    // The progress card shows at once, before the first poll answers.
    onSuccess: (analysis) => queryClient.setQueryData(seoKeys.competitorAnalysis(analysis.id), analysis),
  });
}
