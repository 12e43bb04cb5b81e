import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { idPath, invalidateCampaigns } from './email-keys';

export function deleteCampaign(id: string) {
  return api.delete<null>(idPath('campaigns', id));
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCampaign, onSuccess: () => invalidateCampaigns(queryClient) });
}
