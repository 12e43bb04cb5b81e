import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { webhookPath } from './webhooks-keys';

export function revealWebhookSecret(id: string) {
  return api.post<{ secret: string }>(`${webhookPath(id)}/reveal-secret`);
}

/** The endpoint's signing secret, asked for on purpose (never kept in the query cache). */
export function useRevealWebhookSecret() {
  return useMutation({ mutationFn: revealWebhookSecret });
}
