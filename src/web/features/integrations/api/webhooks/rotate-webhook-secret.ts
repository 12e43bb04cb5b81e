import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { webhookPath } from './webhooks-keys';

export function rotateWebhookSecret(id: string) {
  return api.post<{ secret: string }>(`${webhookPath(id)}/rotate-secret`);
}

/** A new signing secret; the old one still signs for a day. */
export function useRotateWebhookSecret() {
  return useMutation({ mutationFn: rotateWebhookSecret });
}
