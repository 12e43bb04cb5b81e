import { useQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@/shared/integrations/webhooks';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { webhookKeys, webhooksPath } from './webhooks-keys';

export async function getWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  return (await api.get<{ endpoints: WebhookEndpoint[] }>(webhooksPath)).endpoints;
}

/** The workspace's endpoints; a plan without webhooks answers 403, which the card shows as the plan's message. */
export function useWebhookEndpoints() {
  return useQuery({ queryKey: webhookKeys.endpoints, queryFn: getWebhookEndpoints, retry: retryFailuresOnce });
}
