import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@/shared/integrations/webhooks';
import { api } from '@/web/lib/api-client';
import { webhookKeys, webhookPath } from './webhooks-keys';

export function deleteWebhookEndpoint(id: string) {
  return api.delete<null>(webhookPath(id));
}

/** Deletes an endpoint and its delivery log. */
export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: (_, id) =>
      queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.endpoints, (endpoints) => endpoints?.filter((each) => each.id !== id)),
  });
}
