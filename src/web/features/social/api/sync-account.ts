import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/web/lib/api-client';
import { idPath, socialKeys } from './social-keys';

/** When the screen reads again after Sync now: the sync is a job that usually ends within seconds. */
const syncRefreshDelays = [2_000, 5_000, 10_000] as const;

export function syncAccount(id: string) {
  return api.post<{ queued: true }>(idPath('accounts', id, 'sync'));
}

/** What a sync changes: the account's last sync, its posts' figures, mentions and replies, and what is drawn from them. */
function refreshSynced(queryClient: QueryClient) {
  for (const queryKey of [
    socialKeys.accounts(),
    socialKeys.posts(),
    socialKeys.engagement(),
    socialKeys.analytics(),
    socialKeys.bestTimes(),
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** Sync now: queues the account's sync (409 when it is not connected), then reads its results a few times. */
export function useSyncAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncAccount,
    onSuccess: () => {
      for (const delay of syncRefreshDelays) setTimeout(() => refreshSynced(queryClient), delay);
    },
  });
}
