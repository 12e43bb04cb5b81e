import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetricDescription } from '@/shared/area-metrics';
import { api } from '@/web/lib/api-client';
import { dashboardKeys } from './dashboard-keys';

export const metricCatalogueQueryOptions = queryOptions({
  queryKey: dashboardKeys.metrics,
  queryFn: () => api.get<MetricDescription[]>('/api/dashboard/metrics'),
  staleTime: Infinity,
});

export function useMetricCatalogue(enabled: boolean) {
  return useQuery({ ...metricCatalogueQueryOptions, enabled });
}
