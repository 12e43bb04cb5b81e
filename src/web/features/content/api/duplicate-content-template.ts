import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentTemplate } from '@/shared/content/templates';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

/** A copy of a starter or of one of the workspace's own, kept as the workspace's (it counts against the plan). */
export const duplicateContentTemplate = (id: string) =>
  api.post<ContentTemplate>(`/api/content/templates/${encodeURIComponent(id)}/duplicate`, {});

export function useDuplicateContentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateContentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.templates }),
  });
}
