import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailCampaign } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { freshUntilAWrite } from '@/web/lib/fresh-until-a-write';
import { emailKeys, emailPath, retryFailuresOnce } from './email-keys';

export const isSending = (campaigns: readonly EmailCampaign[] | undefined) =>
  campaigns?.some((campaign) => campaign.status === 'sending') ?? false;

export const campaignsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.campaigns(),
    queryFn: async () => (await api.get<{ campaigns: EmailCampaign[] }>(emailPath('campaigns'))).campaigns,
    retry: retryFailuresOnce,
    // What the route's loader has just read (email-prefetch.ts) is fresh, unless the app has written since
    // (the assistant's actions write here without refreshing it).
    staleTime: freshUntilAWrite,
    // While one goes out, its progress (sent of recipients) shows every 2 seconds.
    refetchInterval: (query) => (isSending(query.state.data) ? 2_000 : false),
  });

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}
