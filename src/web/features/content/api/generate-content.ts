import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GenerateContentInput, type GeneratedContent, generateContentSchema } from '@/shared/content/content';
import { api } from '@/web/lib/api-client';

export { generateContentSchema };

export const generateContent = (input: GenerateContentInput) => api.post<GeneratedContent>('/api/content/generate', input);

export function useGenerateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateContent,
    // A generation counts against the month's limit: the meters and the header's AI Tasks read 'me'.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
