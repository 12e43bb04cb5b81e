import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCampaign } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateCampaigns } from './email-keys';

export function duplicateCampaign(id: string) {
  return api.post<EmailCampaign>(idPath('campaigns', id, 'duplicate'));
}

/** A draft copy of any campaign, sent or not. */
export function useDuplicateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateCampaign, onSuccess: () => invalidateCampaigns(queryClient) });
}
