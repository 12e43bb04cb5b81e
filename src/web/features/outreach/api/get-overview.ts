import { useQuery } from '@tanstack/react-query';
import type { OutreachOverview } from '@/shared/outreach/overview';
import { api, retryFailuresOnce } from '@/web/lib/api-client';
import { outreachKeys, outreachPath } from './outreach-keys';

/** The tiles' counts: prospects, contacted and responded, partnerships. */
export function useOutreachOverview() {
  return useQuery({
    queryKey: outreachKeys.overview(),
    queryFn: () => api.get<OutreachOverview>(outreachPath('overview')),
    retry: retryFailuresOnce,
  });
}
