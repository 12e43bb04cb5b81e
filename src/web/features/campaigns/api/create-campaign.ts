import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Campaign, CampaignInput } from '@/shared/projects';
import { api } from '@/web/lib/api-client';

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => api.post<Campaign>('/api/campaigns', input),
    // A new campaign changes the list, the dashboard's Active Campaigns and its activity.
    onSuccess: () => Promise.all([['campaigns'], ['dashboard'], ['events']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
