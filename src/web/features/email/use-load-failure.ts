import { emailMessages } from '@/shared/email/email';
import { useFailureToast } from '@/web/lib/use-failure-toast';

/** 'Failed to load email data', said once however many parts of the screen failed. */
export function useLoadFailure(failed: boolean) {
  useFailureToast(failed, emailMessages.loadFailed);
}
