import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey } from '@/shared/integrations/api-keys';
import { api } from '@/web/lib/api-client';
import { apiKeysPath, apiKeysQueryKey } from './get-api-keys';

export const revokeApiKey = (id: string) => api.delete<null>(`${apiKeysPath}/${encodeURIComponent(id)}`);

/** Revokes a key: it leaves the list at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ApiKey[]>(apiKeysQueryKey, (keys) => keys?.filter((key) => key.id !== id));
      return queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
  });
}
