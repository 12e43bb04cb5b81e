import { useQuery } from '@tanstack/react-query';
import type { IntegrationStatus } from '@/shared/integrations/integrations';
import { api } from '@/web/lib/api-client';

export function useIntegrationStatus() {
  return useQuery({
    queryKey: ['integrations', 'status'],
    queryFn: async () => (await api.get<{ integrations: IntegrationStatus[] }>('/api/integrations/status')).integrations,
  });
}
