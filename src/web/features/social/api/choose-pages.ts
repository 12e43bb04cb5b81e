import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChoosePagesInput, FacebookPageChoice, SocialAccount } from '@/shared/social/social';
import { api } from '@/web/lib/api-client';
import { invalidateAccounts, socialPath } from './social-keys';

const choicePath = (id: string) => socialPath(`page-choices/${encodeURIComponent(id)}`);

/** The Facebook Pages the user may connect, after Facebook's consent. */
export function usePageChoice(id: string) {
  return useQuery({
    queryKey: ['social', 'page-choice', id],
    queryFn: () => api.get<FacebookPageChoice>(choicePath(id)),
    // The choice expires and is spent once: asking again would only fail.
    retry: false,
  });
}

export function useChoosePages(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChoosePagesInput) => api.post<{ accounts: SocialAccount[] }>(choicePath(id), input),
    onSuccess: () => invalidateAccounts(queryClient),
  });
}
