import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateApiKeyInput, type CreatedApiKey, createApiKeySchema } from '@/shared/integrations/api-keys';
import { api } from '@/web/lib/api-client';
import { apiKeysPath, apiKeysQueryKey } from './get-api-keys';

export { createApiKeySchema };

export const createApiKey = (input: CreateApiKeyInput) => api.post<CreatedApiKey>(apiKeysPath, input);

/** Makes a key; the answer holds the key itself, the only time it is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }) });
}
