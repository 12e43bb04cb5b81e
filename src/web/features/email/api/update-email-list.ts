import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailList, type ListInput, listInputSchema } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath } from './email-keys';

export const updateEmailListSchema = listInputSchema;

export function updateEmailList({ id, changes }: { id: string; changes: Partial<ListInput> }) {
  return api.patch<EmailList>(idPath('lists', id), changes);
}

/** Renames a list or changes its description or opt-in. */
export function useUpdateEmailList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailList,
    onSuccess: (updated) => {
      queryClient.setQueryData<EmailList[]>(emailKeys.lists(), (lists) => lists?.map((list) => (list.id === updated.id ? updated : list)));
      // Campaigns show their list's name.
      return queryClient.invalidateQueries({ queryKey: emailKeys.campaigns() });
    },
  });
}
