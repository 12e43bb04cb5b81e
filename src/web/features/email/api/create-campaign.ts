import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignInput, EmailCampaign } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailPath, invalidateCampaigns } from './email-keys';

export function createCampaign(input: CampaignInput) {
  return api.post<EmailCampaign>(emailPath('campaigns'), input);
}

/** Saves a campaign: a Draft without a schedule, Scheduled with one. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCampaign, onSuccess: () => invalidateCampaigns(queryClient) });
}
