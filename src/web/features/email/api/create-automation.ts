import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationInput, EmailAutomation } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath } from './email-keys';

export function createAutomation(input: AutomationInput) {
  return api.post<EmailAutomation>(emailPath('automations'), input);
}

/** A welcome series or a drip (Professional and up: email automation). */
export function useCreateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAutomation,
    onSuccess: (automation) =>
      queryClient.setQueryData<EmailAutomation[]>(emailKeys.automations(), (list) => [automation, ...(list ?? [])]),
  });
}
