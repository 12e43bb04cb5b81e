import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SupportContacts, type SupportContactsInput, supportContactsSchema } from '@/shared/support/support';
import { api } from '@/web/lib/api-client';
import { supportContactsQueryKey } from './get-support-contacts';

/** The form and the server check the contacts with the same schema and messages. */
export { supportContactsSchema };

export function updateSupportContacts(input: SupportContactsInput) {
  return api.put<SupportContacts>('/api/admin/support', input);
}

export function useUpdateSupportContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportContacts,
    onSuccess: (saved) => {
      queryClient.setQueryData(supportContactsQueryKey, saved);
      // What customers see changes with it (an admin's own Settings → Support too).
      void queryClient.invalidateQueries({ queryKey: ['support'] });
    },
  });
}
