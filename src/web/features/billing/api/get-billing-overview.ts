import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '@/shared/billing';
import { api } from '@/web/lib/api-client';

export const billingOverviewQueryOptions = queryOptions({
  queryKey: ['billing', 'overview'],
  queryFn: () => api.get<BillingOverview>('/api/billing'),
});

export function useBillingOverview() {
  return useQuery(billingOverviewQueryOptions);
}
