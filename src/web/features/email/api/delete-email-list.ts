import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath, invalidateAudience } from './email-keys';

export function deleteEmailList(id: string) {
  return api.delete<null>(idPath('lists', id));
}

/** Deletes a list; the counts, subscribers and campaigns that showed it follow. */
export function useDeleteEmailList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmailList,
    onSuccess: () => Promise.all([invalidateAudience(queryClient), queryClient.invalidateQueries({ queryKey: emailKeys.campaigns() })]),
  });
}
