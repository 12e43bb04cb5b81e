import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailTemplate, type TemplateInput, templateInputSchema } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath } from './email-keys';

export const createTemplateSchema = templateInputSchema;

export function createTemplate(input: TemplateInput) {
  return api.post<EmailTemplate>(emailPath('templates'), input);
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: (template) => {
      queryClient.setQueryData<EmailTemplate[]>(emailKeys.templates(), (templates) => [...(templates ?? []), template]);
      return queryClient.invalidateQueries({ queryKey: emailKeys.templates() });
    },
  });
}
