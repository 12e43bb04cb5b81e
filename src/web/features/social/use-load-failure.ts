import { socialMessages } from '@/shared/social/social';
import { useFailureToast } from '@/web/lib/use-failure-toast';

/** 'Failed to load social data' when posts, engagement or figures fail to load; one toast however many do. */
export function useDataLoadFailure(failed: boolean) {
  useFailureToast(failed, socialMessages.loadFailed);
}

/** 'Failed to load social data' for the posts, 'Failed to load social accounts' for the accounts, each said once. */
export function useLoadFailure(postsFailed: boolean, accountsFailed: boolean) {
  useDataLoadFailure(postsFailed);
  useFailureToast(accountsFailed, socialMessages.accountsLoadFailed);
}
