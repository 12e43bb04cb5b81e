import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentIdeas } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';

export interface MoreIdeasInput {
  /** 1 for the first Generate More, then 2, 3, ...: each round asks for six ideas not given before. */
  round: number;
  projectId?: string;
}

export const generateMoreIdeas = (input: MoreIdeasInput) => api.post<ContentIdeas>('/api/content/ideas', input);

/** Generate More: six new ideas from the AI engine, counted as one generation. */
export function useGenerateMoreIdeas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateMoreIdeas,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
