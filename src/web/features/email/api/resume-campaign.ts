import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailCampaign } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateCampaigns } from './email-keys';

export function resumeCampaign(id: string) {
  return api.post<EmailCampaign>(idPath('campaigns', id, 'resume'));
}

/** Carries a paused send on where it stopped; nobody gets it twice. */
export function useResumeCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resumeCampaign, onSuccess: () => invalidateCampaigns(queryClient) });
}
