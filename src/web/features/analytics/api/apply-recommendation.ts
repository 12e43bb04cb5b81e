import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { recommendationsPath } from './get-recommendations';

export function applyRecommendation({ projectId, recommendationId }: { projectId: string; recommendationId: string }) {
  return api.post<{ path: string }>(`${recommendationsPath(projectId)}/${encodeURIComponent(recommendationId)}/apply`);
}

/** Records that the user acted on a recommendation; answers the path of the tool that acts on it. */
export function useApplyRecommendation() {
  return useMutation({ mutationFn: applyRecommendation });
}
