import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const shareCustomDashboard = () => api.post<{ shareUrl: string }>('/api/dashboard/custom/share');

export function useShareCustomDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareCustomDashboard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.custom }),
  });
}
