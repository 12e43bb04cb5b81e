import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCampaign } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateCampaigns } from './email-keys';

export function pauseCampaign(id: string) {
  return api.post<EmailCampaign>(idPath('campaigns', id, 'pause'));
}

/** Stops a send part-way; those sent stay sent. */
export function usePauseCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: pauseCampaign, onSuccess: () => invalidateCampaigns(queryClient) });
}
