import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Influencer,
  InfluencerImportResult,
  InfluencerInput,
  influencerLookupSchema,
  influencerUpdateSchema,
} from '@/shared/outreach/influencers';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { outreachKeys, outreachPath } from './outreach-keys';

const influencerPath = (id: string, action?: string) => outreachPath(`influencers/${encodeURIComponent(id)}${action ? `/${action}` : ''}`);

export function useInfluencers() {
  return useQuery({
    queryKey: outreachKeys.influencers(),
    queryFn: async () => (await api.get<{ influencers: Influencer[] }>(outreachPath('influencers'))).influencers,
    retry: retryFailuresOnce,
  });
}

/** After any change: the list, and the tiles (Negotiating counts as a partnership). */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: outreachKeys.influencers() });
    void queryClient.invalidateQueries({ queryKey: outreachKeys.overview() });
  };
}

export function useAddInfluencer() {
  const onSuccess = useRefreshAfter();
  return useMutation({ mutationFn: (input: InfluencerInput) => api.post<Influencer>(outreachPath('influencers'), input), onSuccess });
}

/** Finds a profile by handle on Mastodon, Bluesky or YouTube and adds it with the figures read there. */
export function useLookUpInfluencer() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: (input: z.input<typeof influencerLookupSchema>) => api.post<Influencer>(outreachPath('influencers/lookup'), input),
    onSuccess,
  });
}

export function useImportInfluencers() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: (csv: string) => api.post<InfluencerImportResult>(outreachPath('influencers/import'), { csv }),
    onSuccess,
  });
}

export function useUpdateInfluencer() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, ...update }: z.input<typeof influencerUpdateSchema> & { id: string }) =>
      api.patch<Influencer>(influencerPath(id), update),
    onSuccess,
  });
}

export function useRefreshInfluencer() {
  const onSuccess = useRefreshAfter();
  return useMutation({ mutationFn: (id: string) => api.post<Influencer>(influencerPath(id, 'refresh')), onSuccess });
}

export function useRemoveInfluencer() {
  const onSuccess = useRefreshAfter();
  return useMutation({ mutationFn: (id: string) => api.delete<null>(influencerPath(id)), onSuccess });
}
