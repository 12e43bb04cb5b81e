import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingPricesResponse } from '@/shared/billing';
import { api } from '@/web/lib/api-client';

export const billingPricesQueryOptions = queryOptions({
  queryKey: ['billing', 'prices'],
  queryFn: () => api.get<BillingPricesResponse>('/api/billing/prices'),
  // The catalogue changes only when an admin edits it in Stripe.
  staleTime: 5 * 60_000,
});

export function useBillingPrices() {
  return useQuery(billingPricesQueryOptions);
}
