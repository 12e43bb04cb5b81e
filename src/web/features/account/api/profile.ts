import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { meQueryOptions } from '@/web/lib/auth';

function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
}

export function useUpdateName() {
  const refresh = useRefreshUser();
  return useMutation({
    mutationFn: (name: string) => api.post<{ status: boolean }>('/api/auth/update-user', { name }),
    onSuccess: refresh,
  });
}

/** Sends the confirmation link to the new address; the address changes when it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (newEmail: string) => api.post<{ status: boolean }>('/api/auth/change-email', { newEmail }),
  });
}
