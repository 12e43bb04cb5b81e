import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ExperimentList, leadMagnetExperimentSchema, linkExperimentSchema } from '@/shared/monetization/experiments';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { type PeriodSelection, selectionQuery } from '@/web/lib/period-selection';
import { monetizationKeys, monetizationPath, useRefreshMonetization } from './monetization-keys';

type ExperimentKind = 'link' | 'lead-magnet';
const experimentPath = (kind: ExperimentKind, id: string, action?: string) =>
  monetizationPath(`experiments/${kind}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);

/** The running A/B tests with each variant's figures in the period. */
export function useExperiments(selection: PeriodSelection) {
  const period = selectionQuery(selection);
  return useQuery({
    queryKey: monetizationKeys.experiments(period),
    queryFn: async () => (await api.get<ExperimentList>(monetizationPath(`experiments?${period}`))).experiments,
    placeholderData: keepPreviousData,
    retry: retryFailuresOnce,
  });
}

export type StartExperiment =
  | { kind: 'link'; id: string; input: z.input<typeof linkExperimentSchema> }
  | { kind: 'lead-magnet'; id: string; input: z.input<typeof leadMagnetExperimentSchema> };

/** Starts a test, or changes a running one's second variant or split. */
export function useStartExperiment() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({ kind, id, input }: StartExperiment) => api.put<unknown>(experimentPath(kind, id), input),
    onSuccess,
  });
}

/** Ends a test: the kept variant becomes the only one. */
export function useEndExperiment() {
  const onSuccess = useRefreshMonetization();
  return useMutation({
    mutationFn: ({ kind, id, keep }: { kind: ExperimentKind; id: string; keep: 'a' | 'b' }) =>
      api.post<unknown>(experimentPath(kind, id, 'end'), { keep }),
    onSuccess,
  });
}
