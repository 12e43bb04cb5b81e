import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntegrationCard, IntegrationSettings } from '@/shared/integrations/catalogue';
import { api } from '@/web/lib/api-client';
import { integrationPath, showCard } from './integrations-keys';

export function updateIntegrationSettings({ id, settings }: { id: string; settings: IntegrationSettings }) {
  return api.put<IntegrationCard>(integrationPath(id, 'settings'), settings);
}

/** The settings dialog's Save: how often it syncs and what it imports. */
export function useUpdateIntegrationSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateIntegrationSettings, onSuccess: (card) => showCard(queryClient, card) });
}
