import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EmailList, type ListInput, listInputSchema } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, emailPath } from './email-keys';

/** The form checks a list with the schema the server applies. */
export const createEmailListSchema = listInputSchema;

export function createEmailList(input: ListInput) {
  return api.post<EmailList>(emailPath('lists'), input);
}

export function useCreateEmailList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmailList,
    onSuccess: (list) => {
      queryClient.setQueryData<EmailList[]>(emailKeys.lists(), (lists) => [...(lists ?? []), list]);
      return queryClient.invalidateQueries({ queryKey: emailKeys.lists() });
    },
  });
}
