import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminApiKey } from '@/shared/api-keys';
import { api } from '@/web/lib/api-client';
import { retryUnlessRefused } from './admin-http';

/** One line of the audit log: who did what to which key, never the value. */
export interface ApiKeyAuditEntry {
  id: string;
  keyName: string;
  action: 'set' | 'cleared' | 'revealed';
  actorEmail: string;
  createdAt: string;
}

export interface AdminApiKeys {
  keys: AdminApiKey[];
  audit: ApiKeyAuditEntry[];
}

export const apiKeysQueryKey = ['admin', 'api-keys'] as const;

export const apiKeysQueryOptions = queryOptions({
  queryKey: apiKeysQueryKey,
  queryFn: () => api.get<AdminApiKeys>('/api/admin/api-keys'),
  retry: retryUnlessRefused,
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
