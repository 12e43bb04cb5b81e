import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@/shared/team/team';
import { ApiError, api } from '@/web/lib/api-client';

/** The invitation behind a link, or null when it no longer works (404). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: async (): Promise<InvitationPreview | null> => {
      try {
        return await api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: token !== '',
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery(invitationQueryOptions(token));
}
