import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const revokeDashboardShare = () => api.delete<null>('/api/dashboard/custom/share');

export function useRevokeDashboardShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDashboardShare,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.custom }),
  });
}
