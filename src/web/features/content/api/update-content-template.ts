import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContentTemplate, type ContentTemplateInput, contentTemplateInputSchema } from '@/shared/content/templates';
import { api } from '@/web/lib/api-client';
import { contentKeys } from './content-keys';

export const updateContentTemplateSchema = contentTemplateInputSchema;

export const updateContentTemplate = ({ id, input }: { id: string; input: ContentTemplateInput }) =>
  api.put<ContentTemplate>(`/api/content/templates/${encodeURIComponent(id)}`, input);

export function useUpdateContentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.templates }),
  });
}
