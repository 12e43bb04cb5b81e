import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingInvoicesResponse } from '@/shared/billing';
import { api } from '@/web/lib/api-client';

export const invoicesQueryOptions = queryOptions({
  queryKey: ['billing', 'invoices'],
  queryFn: () => api.get<BillingInvoicesResponse>('/api/billing/invoices'),
});

export function useInvoices() {
  return useQuery(invoicesQueryOptions);
}
