import { useEffect } from 'react';
import { emailMessages } from '@/shared/email';
import { toast } from '@/web/lib/toast';

/** 'Failed to load email data', said once however many parts of the screen failed. */
export function useLoadFailure(failed: boolean) {
  useEffect(() => {
    if (failed) toast.error(emailMessages.loadFailed, { id: 'email-load-failed' });
  }, [failed]);
}
