import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignInput, EmailCampaign } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateCampaigns } from './email-keys';

export function updateCampaign({ id, input }: { id: string; input: CampaignInput }) {
  return api.put<EmailCampaign>(idPath('campaigns', id), input);
}

/** Saves a draft or a scheduled campaign; one that has started sending cannot change. */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCampaign, onSuccess: () => invalidateCampaigns(queryClient) });
}
