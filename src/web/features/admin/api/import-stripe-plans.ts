import { useMutation } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';

/** Copies Stripe's products and prices into Uplift, so checkout can offer them. */
export function useImportStripePlans() {
  return useMutation({
    mutationFn: () => api.post<{ products: number; prices: number }>('/api/admin/billing/import'),
  });
}
