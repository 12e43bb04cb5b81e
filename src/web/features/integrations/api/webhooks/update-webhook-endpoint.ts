import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhookEndpointUpdate } from '@/shared/integrations/webhooks';
import { api } from '@/web/lib/api-client';
import { webhookKeys, webhookPath } from './webhooks-keys';

export function updateWebhookEndpoint({ id, ...changes }: WebhookEndpointUpdate & { id: string }) {
  return api.patch<WebhookEndpoint>(webhookPath(id), changes);
}

/** Changes an endpoint: turning it on or off, its address, description or events. */
export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: (endpoint) =>
      queryClient.setQueryData<WebhookEndpoint[]>(webhookKeys.endpoints, (endpoints) =>
        endpoints?.map((each) => (each.id === endpoint.id ? endpoint : each)),
      ),
  });
}
