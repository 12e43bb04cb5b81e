import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentTemplate, type ContentTemplateInput, contentTemplateInputSchema } from '@/shared/content/templates';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export const createContentTemplateSchema = contentTemplateInputSchema;

export const createContentTemplate = (input: ContentTemplateInput) => api.post<ContentTemplate>('/api/content/templates', input);

export function useCreateContentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.templates }),
  });
}
