import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { saveKeywordsSchema } from '@/shared/seo/research';
import { api } from '@/web/lib/api-client';
import { withSavedKeywords } from '../keyword-saving';
import type { LatestResearch } from './get-latest-research';
import { seoKeys, seoPath } from './seo-keys';

export type SaveKeywordsInput = z.input<typeof saveKeywordsSchema>;

/** Adds keywords to the project's; answers the project's keywords after. */
export function saveKeywords(input: SaveKeywordsInput) {
  return api.post<{ keywords: string[] }>(seoPath('keywords/save'), input);
}

/** Save to project: the ideas on screen show Saved at once; the project's own list is refreshed by the caller. */
export function useSaveKeywords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKeywords,
    onSuccess: ({ keywords }, { projectId }) =>
      queryClient.setQueryData<LatestResearch>(seoKeys.latestResearch(projectId), (latest) =>
        latest?.research ? { research: withSavedKeywords(latest.research, keywords) } : latest,
      ),
  });
}
