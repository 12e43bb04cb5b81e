import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntegrationCard } from '@/shared/integrations/catalogue';
import { api } from '@/web/lib/api-client';
import { integrationPath, showCard } from './integrations-keys';

export function syncIntegration(id: string) {
  return api.post<IntegrationCard>(integrationPath(id, 'sync'));
}

/** Sync now: imports from the service without waiting for the next scheduled sync. */
export function useSyncIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: syncIntegration, onSuccess: (card) => showCard(queryClient, card) });
}
