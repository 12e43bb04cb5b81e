import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmailCampaign } from '@/shared/email/email';
import { api } from '@/web/lib/api-client';
import { emailKeys, idPath, retryFailuresOnce } from './email-keys';

/** A campaign's report: its figures and the links its readers clicked. */
export type CampaignReport = EmailCampaign & { links: Array<{ url: string; clicks: number }> };

export const campaignQueryOptions = (id: string) =>
  queryOptions({
    queryKey: emailKeys.campaign(id),
    queryFn: () => api.get<CampaignReport>(idPath('campaigns', id)),
    retry: retryFailuresOnce,
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 2_000 : false),
  });

export function useCampaign(id: string) {
  return useQuery(campaignQueryOptions(id));
}
