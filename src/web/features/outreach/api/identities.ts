import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { identityUpdateSchema, SendingIdentity } from '@/shared/outreach/campaigns';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { outreachKeys, outreachPath } from './outreach-keys';

const identityPath = (id: string, rest = '') => outreachPath(`identities/${encodeURIComponent(id)}${rest}`);
/** How often, and how many times, Check for replies looks whether the mailbox has been read. */
const readPollMs = 1_000;
const readPollTries = 60;

export const identitiesQuery = () =>
  queryOptions({
    queryKey: outreachKeys.identities(),
    queryFn: async () => (await api.get<{ identities: SendingIdentity[] }>(outreachPath('identities'))).identities,
    retry: retryFailuresOnce,
  });

export function useUpdateIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: z.input<typeof identityUpdateSchema> }) =>
      api.patch<SendingIdentity>(identityPath(id), update),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outreachKeys.identities() }),
  });
}

/**
 * Check for replies: the server reads the identity's inbox in a job; this waits until its last
 * check time moves (read, or failed with the reason), then refreshes what a reply changes: the
 * campaigns, the prospects (Responded) and the tiles. Answers the identity as read, or null when
 * the read is still under way after a minute (it shows once done).
 */
export function useCheckReplies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (identity: SendingIdentity): Promise<SendingIdentity | null> => {
      // The time read just before asking: the list on screen may be older than the last scheduled read.
      const shown = await queryClient.fetchQuery({ ...identitiesQuery(), staleTime: 0 });
      const before = shown.find((current) => current.id === identity.id)?.imap?.checkedAt ?? null;
      await api.post<null>(identityPath(identity.id, '/check-replies'));
      for (let attempt = 0; attempt < readPollTries; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, readPollMs));
        const identities = await queryClient.fetchQuery({ ...identitiesQuery(), staleTime: 0 });
        const now = identities.find((shown) => shown.id === identity.id);
        if (!now?.imap || now.imap.checkedAt !== before) return now ?? null;
      }
      return null;
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: outreachKeys.campaigns() });
      void queryClient.invalidateQueries({ queryKey: outreachKeys.prospects() });
      void queryClient.invalidateQueries({ queryKey: outreachKeys.overview() });
    },
  });
}
