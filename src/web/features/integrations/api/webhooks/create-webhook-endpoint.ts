import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhookEndpoint, WebhookEndpointInput } from '@/shared/integrations/webhooks';
import { api } from '@/web/lib/api-client';
import { webhookKeys, webhooksPath } from './webhooks-keys';

export { webhookEndpointInputSchema } from '@/shared/integrations/webhooks';

export function createWebhookEndpoint(input: WebhookEndpointInput) {
  return api.post<CreatedWebhookEndpoint>(webhooksPath, input);
}

/** Adds an endpoint; the answer holds its secret, shown once. */
export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}
