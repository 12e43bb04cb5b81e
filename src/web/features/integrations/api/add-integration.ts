import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddedIntegration } from '@/shared/integrations/catalogue';
import type { AddIntegrationInput } from '@/shared/integrations/catalogue-schemas';
import { api } from '@/web/lib/api-client';
import { customIntegrationPath, showCard } from './integrations-keys';

export function addIntegration(input: AddIntegrationInput) {
  return api.post<AddedIntegration>(customIntegrationPath(), input);
}

/** Adds a custom integration; its secret is in this answer only. */
export function useAddIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addIntegration, onSuccess: ({ integration }) => showCard(queryClient, integration) });
}
