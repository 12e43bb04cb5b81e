import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailTemplate, type TemplateInput, templateInputSchema } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath } from './email-keys';

export const updateTemplateSchema = templateInputSchema;

export function updateTemplate({ id, input }: { id: string; input: TemplateInput }) {
  return api.put<EmailTemplate>(idPath('templates', id), input);
}

/** Saves a template; campaigns made from it keep the copy they took. */
export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTemplate,
    onSuccess: (updated) =>
      queryClient.setQueryData<EmailTemplate[]>(emailKeys.templates(), (templates) =>
        templates?.map((template) => (template.id === updated.id ? updated : template)),
      ),
  });
}
