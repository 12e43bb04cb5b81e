import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const resetCustomDashboard = () => api.delete<null>('/api/dashboard/custom');

export function useResetCustomDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCustomDashboard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.custom }),
  });
}
