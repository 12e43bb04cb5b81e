import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BacklinkOpportunity, LinkBuildingState } from '@/shared/seo/links';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { outreachKeys } from './outreach-keys';

// Link Building here is SEO Tools' (the same opportunities and verified backlinks), read through SEO's routes.

export function useLinkOpportunities(projectId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: outreachKeys.links(projectId),
    queryFn: () => api.get<LinkBuildingState>(`/api/seo/links${projectId ? `?${new URLSearchParams({ projectId })}` : ''}`),
    retry: retryFailuresOnce,
    enabled,
  });
}

/** Contact (Opportunity → Contacted) or Mark acquired (once SEO finds the link on the page). */
export function useSetOpportunityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'Contacted' | 'Acquired' }) =>
      api.post<BacklinkOpportunity>(`/api/seo/links/opportunities/${encodeURIComponent(id)}/status`, { status }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...outreachKeys.all, 'links'] }),
  });
}
