import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomDashboard, type DashboardLayout, dashboardLayoutSchema } from '@/shared/dashboard/custom-dashboard';
import { api } from '@/web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const saveCustomDashboardSchema = dashboardLayoutSchema;

export const saveCustomDashboard = (layout: DashboardLayout) => api.put<CustomDashboard>('/api/dashboard/custom', layout);

export function useSaveCustomDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomDashboard,
    onSuccess: (saved) => queryClient.setQueryData(dashboardKeys.custom, saved),
  });
}
