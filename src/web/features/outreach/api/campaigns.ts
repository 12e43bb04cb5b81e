import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  CampaignInput,
  EnrollResult,
  IdentityInput,
  OutreachCampaign,
  OutreachCampaignRow,
  PendingMessage,
  pendingMessageUpdateSchema,
  ReplyLabel,
  SendingIdentity,
} from '@/shared/outreach/campaigns';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { identitiesQuery } from './identities';
import { outreachKeys, outreachPath } from './outreach-keys';

const campaignPath = (id: string, rest = '') => outreachPath(`campaigns/${encodeURIComponent(id)}${rest}`);
/** While messages wait for their time or a reply may come, the campaign is read again every few seconds. */
const pollOpenCampaignMs = 5_000;
/** While the AI writes openings, which takes seconds each. */
const pollWhileWritingMs = 2_000;

export function useIdentities() {
  return useQuery(identitiesQuery());
}

export function useCreateIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IdentityInput) => api.post<SendingIdentity>(outreachPath('identities'), input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outreachKeys.identities() }),
  });
}

export function useRemoveIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(outreachPath(`identities/${encodeURIComponent(id)}`)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outreachKeys.identities() }),
  });
}

export function useCampaigns() {
  return useQuery({
    queryKey: outreachKeys.campaigns(),
    queryFn: async () => (await api.get<{ campaigns: OutreachCampaignRow[] }>(outreachPath('campaigns'))).campaigns,
    retry: retryFailuresOnce,
    refetchInterval: (query) => (query.state.data?.some((campaign) => campaign.status === 'active') ? pollOpenCampaignMs : false),
  });
}

export function useCampaign(id: string) {
  return useQuery({
    queryKey: outreachKeys.campaign(id),
    queryFn: () => api.get<OutreachCampaign>(campaignPath(id)),
    retry: retryFailuresOnce,
    refetchInterval: (query) =>
      query.state.data?.enrollments.some((enrollment) => enrollment.writingOpening) ? pollWhileWritingMs : pollOpenCampaignMs,
  });
}

/** After a change to a campaign: its figures, the list, the prospects (Contacted, Responded) and the tiles. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: outreachKeys.campaigns() });
    void queryClient.invalidateQueries({ queryKey: outreachKeys.prospects() });
    void queryClient.invalidateQueries({ queryKey: outreachKeys.overview() });
  };
}

export function useCreateCampaign() {
  const onSuccess = useRefreshAfter();
  return useMutation({ mutationFn: (input: CampaignInput) => api.post<OutreachCampaign>(outreachPath('campaigns'), input), onSuccess });
}

export function usePauseCampaign() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, pause }: { id: string; pause: boolean }) =>
      api.post<OutreachCampaign>(campaignPath(id, pause ? '/pause' : '/resume')),
    onSuccess,
  });
}

/** Who joins a campaign: prospects, or influencers. */
export type EnrollRecipients = { prospectIds: string[] } | { influencerIds: string[] };

export function useEnrollProspects() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, ...recipients }: { id: string } & EnrollRecipients) =>
      api.post<EnrollResult>(campaignPath(id, '/prospects'), recipients),
    onSuccess,
  });
}

/** Approves the messages waiting for review: every one, or one prospect's. */
export function useApproveMessages() {
  const onSuccess = useRefreshAfter();
  return useMutation({
    mutationFn: ({ id, enrollmentIds }: { id: string; enrollmentIds?: string[] }) =>
      api.post<{ approved: number }>(campaignPath(id, '/approve'), enrollmentIds ? { enrollmentIds } : {}),
    onSuccess,
  });
}

export function usePendingMessage(campaignId: string, enrollmentId: string) {
  return useQuery({
    queryKey: outreachKeys.pendingMessage(campaignId, enrollmentId),
    queryFn: () => api.get<PendingMessage>(campaignPath(campaignId, `/enrollments/${encodeURIComponent(enrollmentId)}/message`)),
    retry: retryFailuresOnce,
    refetchInterval: (query) => (query.state.data?.writingOpening ? pollWhileWritingMs : false),
  });
}

export function useEditPendingMessage(campaignId: string, enrollmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: z.input<typeof pendingMessageUpdateSchema>) =>
      api.patch<PendingMessage>(campaignPath(campaignId, `/enrollments/${encodeURIComponent(enrollmentId)}/message`), update),
    onSuccess: (message) => queryClient.setQueryData(outreachKeys.pendingMessage(campaignId, enrollmentId), message),
  });
}

export function useLabelReply(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ enrollmentId, label }: { enrollmentId: string; label: ReplyLabel }) =>
      api.patch<unknown>(campaignPath(campaignId, `/enrollments/${encodeURIComponent(enrollmentId)}`), { label }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: outreachKeys.campaign(campaignId) }),
  });
}
