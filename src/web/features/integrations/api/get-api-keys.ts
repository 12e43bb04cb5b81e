import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKey } from '@/shared/integrations/api-keys';
import { api, retryFailuresOnce } from '@/web/lib/api-client';

export const apiKeysPath = '/api/integrations/api-keys';
export const apiKeysQueryKey = ['integrations', 'api-keys'] as const;

export const getApiKeys = async () => (await api.get<{ apiKeys: ApiKey[] }>(apiKeysPath)).apiKeys;

export const apiKeysQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys, enabled, retry: retryFailuresOnce });

/** The workspace's API keys; not asked for when the plan has no API access. */
export function useApiKeys(enabled: boolean) {
  return useQuery(apiKeysQueryOptions(enabled));
}
