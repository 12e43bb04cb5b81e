import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutomationInput, EmailAutomation } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath } from './email-keys';

export function updateAutomation({ id, input }: { id: string; input: AutomationInput }) {
  return api.put<EmailAutomation>(idPath('automations', id), input);
}

/** Saves an automation's steps; people part-way through carry on from the step they are at. */
export function useUpdateAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutomation,
    onSuccess: (updated) =>
      queryClient.setQueryData<EmailAutomation[]>(emailKeys.automations(), (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}
