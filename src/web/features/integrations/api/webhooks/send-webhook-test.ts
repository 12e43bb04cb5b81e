import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookDelivery } from '@/shared/integrations/webhooks';
import { api } from '@/web/lib/api-client';
import { webhookPath } from './webhooks-keys';

export function sendWebhookTest(id: string) {
  return api.post<WebhookDelivery>(`${webhookPath(id)}/test`);
}

/** Queues a test event to the endpoint; its log shows how it went. */
export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: ['integrations', 'webhooks', id, 'deliveries'] }),
  });
}
