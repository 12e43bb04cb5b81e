import { useEffect } from 'react';
import { socialMessages } from '@/shared/social';
import { toast } from '@/web/lib/toast';

/** §8: 'Failed to load social data' when posts, engagement or figures fail to load; one toast however many do. */
export function useDataLoadFailure(failed: boolean) {
  useEffect(() => {
    if (failed) toast.error(socialMessages.loadFailed, { id: 'social-load-failed' });
  }, [failed]);
}

/** §8: 'Failed to load social data' for the posts, 'Failed to load social accounts' for the accounts, each said once. */
export function useLoadFailure(postsFailed: boolean, accountsFailed: boolean) {
  useDataLoadFailure(postsFailed);
  useEffect(() => {
    if (accountsFailed) toast.error(socialMessages.accountsLoadFailed, { id: 'social-accounts-load-failed' });
  }, [accountsFailed]);
}
