import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailAutomation } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath } from './email-keys';

export function toggleAutomation({ id, enabled }: { id: string; enabled: boolean }) {
  return api.patch<EmailAutomation>(idPath('automations', id), { enabled });
}

/** Turns an automation on or off; the switch moves at once and back if the server refuses. */
export function useToggleAutomation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAutomation,
    onMutate: async ({ id, enabled }) => {
      await queryClient.cancelQueries({ queryKey: emailKeys.automations() });
      const before = queryClient.getQueryData<EmailAutomation[]>(emailKeys.automations());
      queryClient.setQueryData<EmailAutomation[]>(emailKeys.automations(), (list) =>
        list?.map((item) => (item.id === id ? { ...item, enabled } : item)),
      );
      return { before };
    },
    onError: (_error, _input, context) => queryClient.setQueryData(emailKeys.automations(), context?.before),
    onSuccess: (updated) =>
      queryClient.setQueryData<EmailAutomation[]>(emailKeys.automations(), (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      ),
  });
}
