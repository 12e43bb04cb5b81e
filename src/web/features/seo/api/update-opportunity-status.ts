import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BacklinkOpportunity, LinkBuildingState, opportunityActionSchema } from '@/shared/seo/links';
import { api } from '@/web/lib/api-client';
import { idPath, seoKeys } from './seo-keys';

export type OpportunityAction = z.input<typeof opportunityActionSchema>;

export function updateOpportunityStatus({ id, status }: OpportunityAction & { id: string }) {
  return api.post<BacklinkOpportunity>(idPath('links/opportunities', id, 'status'), { status });
}

/**
 * Contact (Pending → Contacted) or Mark acquired (Contacted → Acquired, once the server has found the
 * link on the page): the row changes at once, and the Backlinks figures are read again.
 */
export function useUpdateOpportunityStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOpportunityStatus,
    onSuccess: (updated) => {
      queryClient.setQueriesData<LinkBuildingState>({ queryKey: seoKeys.allLinks() }, (state) =>
        state ? { ...state, opportunities: state.opportunities.map((item) => (item.id === updated.id ? updated : item)) } : state,
      );
      void queryClient.invalidateQueries({ queryKey: seoKeys.allLinks() });
    },
  });
}
