import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AffiliateProgram, ProgramInput, ProgramUpdate } from '@/shared/monetization/programs';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { itemPath, monetizationKeys, monetizationPath, useRefreshMonetization } from './monetization-keys';

/** The workspace's affiliate programs, newest first, with the period's earnings, clicks and conversions. */
export function usePrograms(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return useQuery({
    queryKey: monetizationKeys.programs(period),
    queryFn: async () => (await api.get<{ programs: AffiliateProgram[] }>(monetizationPath(`programs?${period}`))).programs,
    placeholderData: keepPreviousData,
    retry: retryFailuresOnce,
  });
}

export function useAddProgram() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (input: ProgramInput) => api.post<AffiliateProgram>(monetizationPath('programs'), input), onSuccess });
}

export function useUpdateProgram() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: ProgramUpdate }) => api.patch<AffiliateProgram>(itemPath('programs', id), update),
    onSuccess,
  });
}

export function useDeleteProgram() {
  const onSuccess = useRefreshMonetization();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(itemPath('programs', id)), onSuccess });
}

/** A new postback URL; the old one stops working. The lists hold the new one at once, whatever the period. */
export function useRegeneratePostback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ postbackUrl: string }>(itemPath('programs', id, 'postback')),
    onSuccess: ({ postbackUrl }, id) =>
      queryClient.setQueriesData<AffiliateProgram[]>({ queryKey: [...monetizationKeys.all, 'programs'] }, (programs) =>
        programs?.map((program) => (program.id === id ? { ...program, postbackUrl } : program)),
      ),
  });
}
