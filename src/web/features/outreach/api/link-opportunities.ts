import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Prospect } from '@/shared/outreach/prospects';
import type { BacklinkOpportunity, LinkBuildingState } from '@/shared/seo/links';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { outreachKeys, outreachPath } from './outreach-keys';

// Link Building here is SEO Tools' (the same opportunities and verified backlinks), read through SEO's routes.

export function useLinkOpportunities(projectId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: outreachKeys.links(projectId),
    queryFn: () => api.get<LinkBuildingState>(`/api/seo/links${projectId ? `?${new URLSearchParams({ projectId })}` : ''}`),
    retry: retryFailuresOnce,
    enabled,
  });
}

/** Contacted by hand (the user wrote outside Uplift), or Mark acquired (once SEO finds the link on the page). */
export function useSetOpportunityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'Contacted' | 'Acquired' }) =>
      api.post<BacklinkOpportunity>(`/api/seo/links/opportunities/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...outreachKeys.all, 'links'] }),
  });
}

/** Contact: the opportunity's site as a prospect (the one already there, if any), being read for contacts. */
export function useProspectFromOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (opportunityId: string) => api.post<Prospect>(outreachPath('prospects/from-opportunity'), { opportunityId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: outreachKeys.prospects() });
      void queryClient.invalidateQueries({ queryKey: outreachKeys.overview() });
    },
  });
}
