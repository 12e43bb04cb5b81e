import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { DigitalProduct, ProductAnalytics, ProductInput, ProductUpdate } from '@/shared/monetization/products';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { itemPath, monetizationKeys, monetizationPath, useRefreshMonetization } from './monetization-keys';

/** The workspace's digital products, newest first, with the period's sales and revenue. */
export function useProducts(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return useQuery({
    queryKey: monetizationKeys.products(period),
    queryFn: async () => (await api.get<{ products: DigitalProduct[] }>(monetizationPath(`products?${period}`))).products,
    placeholderData: keepPreviousData,
    retry: retryFailuresOnce,
  });
}

/** A product's clicks, sales and revenue by day of the period. */
export function useProductAnalytics(id: string, selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return useQuery({
    queryKey: monetizationKeys.productAnalytics(id, period),
    queryFn: () => api.get<ProductAnalytics>(itemPath('products', id, `analytics?${period}`)),
    retry: retryFailuresOnce,
  });
}

export function useAddProduct() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (input: ProductInput) => api.post<DigitalProduct>(monetizationPath('products'), input), onSuccess });
}

export function useUpdateProduct() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ProductUpdate }) => api.patch<DigitalProduct>(itemPath('products', id), update),
    onSuccess,
  });
}

export function useDeleteProduct() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(itemPath('products', id)), onSuccess });
}
