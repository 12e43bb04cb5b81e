import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WebhookDeliveryPage } from '@/shared/integrations/webhooks';
import { api } from '@/web/lib/api-client';
import { webhookKeys, webhookPath } from './webhooks-keys';

export function getWebhookDeliveries(endpointId: string, page: number) {
  return api.get<WebhookDeliveryPage>(`${webhookPath(endpointId)}/deliveries?page=${page}`);
}

/** A page of the endpoint's log, read again every few seconds while an attempt is still to come. */
export function useWebhookDeliveries(endpointId: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId, page),
    queryFn: () => getWebhookDeliveries(endpointId, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.deliveries.some((delivery) => delivery.status === 'pending') ? 3000 : false),
  });
}
