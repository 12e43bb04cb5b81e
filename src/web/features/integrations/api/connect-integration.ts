import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IntegrationCard } from '@/shared/integrations/catalogue';
import type { ConnectIntegrationInput } from '@/shared/integrations/catalogue-schemas';
import { api } from '@/web/lib/api-client';
import { integrationPath, showCard } from './integrations-keys';

export function connectIntegration({ id, ...input }: ConnectIntegrationInput & { id: string }) {
  return api.post<IntegrationCard>(integrationPath(id, 'connect'), input);
}

/** Sends the form's credentials; the server tests them with the service before it keeps them. */
export function useConnectIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: connectIntegration, onSuccess: (card) => showCard(queryClient, card) });
}
