import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCampaign } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateCampaigns } from './email-keys';

export function sendCampaign(id: string) {
  return api.post<EmailCampaign>(idPath('campaigns', id, 'send'));
}

/** Send now: a draft or scheduled campaign starts going out at once. */
export function useSendCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendCampaign, onSuccess: () => invalidateCampaigns(queryClient) });
}
