import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { customIntegrationPath, dropCard } from './integrations-keys';

export function deleteIntegration(id: string) {
  return api.delete<null>(customIntegrationPath(id));
}

/** Deletes a custom integration: its address stops taking posts. */
export function useDeleteIntegration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteIntegration, onSuccess: (_, id) => dropCard(queryClient, id) });
}
