import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutreachHistory } from '@/shared/outreach/history';
import type { Prospect, ProspectListQuery, ProspectPage } from '@/shared/outreach/prospects';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { outreachKeys, outreachPath, prospectPath } from './outreach-keys';

const pollWhileReadingMs = 2_000;

/** A page of the workspace's prospects, newest first; asked again every two seconds while one of them is being read for contacts. */
export function useProspects(query: ProspectListQuery = {}) {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.status) params.set('status', query.status);
  if (query.search?.trim()) params.set('search', query.search.trim());
  return useQuery({
    queryKey: outreachKeys.prospectPage(params.toString()),
    queryFn: () => api.get<ProspectPage>(`${outreachPath('prospects')}${params.size ? `?${params}` : ''}`),
    retry: retryFailuresOnce,
    placeholderData: keepPreviousData,
    refetchInterval: (found) =>
      found.state.data?.prospects.some((prospect) => isUnderWay(prospect.discovery)) ? pollWhileReadingMs : false,
  });
}

/** One prospect, asked again while its site is being read for contacts. */
export function useProspect(id: string | null) {
  return useQuery({
    queryKey: outreachKeys.prospect(id ?? ''),
    queryFn: () => api.get<Prospect>(prospectPath(id ?? '')),
    enabled: id !== null,
    retry: retryFailuresOnce,
    refetchInterval: (found) => (found.state.data && isUnderWay(found.state.data.discovery) ? pollWhileReadingMs : false),
  });
}

/** What went to a prospect or an influencer in each campaign and what came back. */
export function useOutreachHistory(kind: 'prospect' | 'influencer', id: string) {
  return useQuery({
    queryKey: kind === 'prospect' ? outreachKeys.prospectHistory(id) : outreachKeys.influencerHistory(id),
    queryFn: () =>
      api.get<OutreachHistory>(outreachPath(`${kind === 'prospect' ? 'prospects' : 'influencers'}/${encodeURIComponent(id)}/history`)),
    retry: retryFailuresOnce,
  });
}
