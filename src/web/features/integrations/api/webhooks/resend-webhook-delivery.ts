import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { webhookPath } from './webhooks-keys';

export function resendWebhookDelivery({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) {
  return api.post<null>(`${webhookPath(endpointId)}/deliveries/${deliveryId}/resend`);
}

/** Sends a delivery again, with the same webhook-id. */
export function useResendWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: (_, { endpointId }) => queryClient.invalidateQueries({ queryKey: ['integrations', 'webhooks', endpointId, 'deliveries'] }),
  });
}
