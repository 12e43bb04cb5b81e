import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeywordResearch } from '@/shared/seo/research';
import { api } from '@/web/lib/api-client';
import { seoKeys, seoPath } from './seo-keys';

export interface FindKeywordsInput {
  /** The Keyword field's term; empty: the server falls back to the project's niche, then its URL. */
  term: string;
  projectId: string | null;
}

export function findKeywords({ term, projectId }: FindKeywordsInput) {
  return api.post<KeywordResearch>(seoPath('keywords/research'), projectId ? { term, projectId } : { term });
}

/** Find Keywords: the answer becomes the project's latest search, so a reload shows it again. */
export function useFindKeywords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: findKeywords,
    onSuccess: (research, { projectId }) => queryClient.setQueryData(seoKeys.latestResearch(projectId), { research }),
  });
}
