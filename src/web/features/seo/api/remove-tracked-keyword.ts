import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { idPath, seoKeys } from './seo-keys';

export interface RemoveTrackedKeywordInput {
  id: string;
  projectId: string;
}

export function removeTrackedKeyword({ id }: RemoveTrackedKeywordInput) {
  return api.delete<null>(idPath('ranks', id));
}

/** Stops tracking a keyword (204); its row and the Keywords Ranking tile follow. */
export function useRemoveTrackedKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTrackedKeyword,
    onSuccess: (_, { projectId }) => {
      for (const queryKey of [seoKeys.ranks(projectId), seoKeys.overviews()]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
