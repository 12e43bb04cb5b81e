import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyName } from '@/shared/api-keys';
import { api } from '@/web/lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** The plain value for the Show toggle; the server records each reveal in the audit log. */
export function useRevealApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: ApiKeyName) => api.post<{ name: ApiKeyName; value: string }>(`/api/admin/api-keys/${name}/reveal`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
