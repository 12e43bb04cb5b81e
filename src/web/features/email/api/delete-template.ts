import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplate } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath } from './email-keys';

export function deleteTemplate(id: string) {
  return api.delete<null>(idPath('templates', id));
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<EmailTemplate[]>(emailKeys.templates(), (templates) => templates?.filter((template) => template.id !== id)),
  });
}
