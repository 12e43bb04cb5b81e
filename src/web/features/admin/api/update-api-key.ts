import { api } from '@/web/lib/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminApiKey, ApiKeyName } from '@/shared/api-keys';
import { apiKeysQueryKey } from './get-api-keys';

/** Stores a key's value; an empty value clears it, so the environment's applies again. */
export function useUpdateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, value }: { name: ApiKeyName; value: string }) =>
      api.put<{ keys: AdminApiKey[] }>(`/api/admin/api-keys/${name}`, { value }),
    // The audit log changes too, so the whole tab's data is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
