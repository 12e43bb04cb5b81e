import { useMutation } from '@tanstack/react-query';
import type { AssistantInsight } from '@/shared/assistant/assistant';
import { api } from '@/web/lib/api-client';
import { assistantPath } from './assistant-keys';

/** Records that an insight was acted on (insight_applied); the screen then follows its action. */
export function useApplyInsight() {
  return useMutation({
    mutationFn: (insight: AssistantInsight) => api.post<unknown>(assistantPath(`insights/${encodeURIComponent(insight.id)}/apply`)),
  });
}
