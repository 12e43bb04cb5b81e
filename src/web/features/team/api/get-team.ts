import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamOverview } from '@/shared/team/team';
import { api } from '@/web/lib/api-client';

export const teamQueryOptions = queryOptions({
  queryKey: ['team'],
  queryFn: () => api.get<TeamOverview>('/api/team'),
});

export function useTeam() {
  return useQuery(teamQueryOptions);
}
