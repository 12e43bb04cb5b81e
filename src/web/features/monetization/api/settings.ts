import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MonetizationSettings, MonetizationSettingsInput } from '@/shared/monetization/revenue';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { prefetchedFreshMs } from '@/web/lib/web-module';
import { monetizationKeys, monetizationPath } from './monetization-keys';

/** How the workspace's money is counted: whether Analytics' revenue events count, and each shop's stream. */
export const settingsQueryOptions = queryOptions({
  queryKey: monetizationKeys.settings(),
  queryFn: () => api.get<MonetizationSettings>(monetizationPath('settings')),
  retry: retryFailuresOnce,
  staleTime: prefetchedFreshMs,
});

export function useMonetizationSettings() {
  return useQuery(settingsQueryOptions);
}

/** A change moves the cards and the trend, so every figure of the hub is read again. */
export function useUpdateMonetizationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MonetizationSettingsInput) => api.put<MonetizationSettings>(monetizationPath('settings'), settings),
    onSuccess: (saved) => {
      queryClient.setQueryData(monetizationKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: monetizationKeys.all });
    },
  });
}
