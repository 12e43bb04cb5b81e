import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/web/lib/auth';
import { teamQueryOptions } from './get-team';

/** After a change to the team: the list, and the seats /api/me counts, read again. */
export function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamQueryOptions.queryKey }),
      queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
    ]);
}
