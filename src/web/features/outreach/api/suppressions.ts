import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Suppression } from '@/shared/outreach/campaigns';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { outreachKeys, outreachPath } from './outreach-keys';

const suppressionsKey = () => [...outreachKeys.all, 'suppressions'] as const;

export function useSuppressions() {
  return useQuery({
    queryKey: suppressionsKey(),
    queryFn: async () => (await api.get<{ suppressions: Suppression[] }>(outreachPath('suppressions'))).suppressions,
    retry: retryFailuresOnce,
  });
}

export function useAddSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: string) => api.post<Suppression>(outreachPath('suppressions'), { value }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suppressionsKey() }),
  });
}

export function useRemoveSuppression() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(outreachPath(`suppressions/${encodeURIComponent(id)}`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: suppressionsKey() }),
  });
}
