import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailAutomation } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath } from './email-keys';

export function deleteAutomation(id: string) {
  return api.delete<null>(idPath('automations', id));
}

/** Deletes an automation; nobody gets its next email. */
export function useDeleteAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAutomation,
    onSuccess: (_nothing, id) =>
      queryClient.setQueryData<EmailAutomation[]>(emailKeys.automations(), (list) => list?.filter((item) => item.id !== id)),
  });
}
