import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntegrationCard } from '@/shared/integrations/catalogue';
import { api } from '@/web/lib/api-client';
import { integrationPath, showCard } from './integrations-keys';

export function disconnectIntegration(id: string) {
  return api.post<IntegrationCard>(integrationPath(id, 'disconnect'));
}

/** Connected → Disconnected: Uplift forgets the credentials and stops syncing. */
export function useDisconnectIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectIntegration, onSuccess: (card) => showCard(queryClient, card) });
}
