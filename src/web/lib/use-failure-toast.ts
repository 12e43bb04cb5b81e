import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSignedOut } from './session-expiry';
import { toast } from './toast';

/**
 * An area's load failure as a toast (all errors are toasts), said once however many
 * of its parts fail or retry: the text is the toast's id. Not once the session has ended, when the
 * area's sign-in text says why instead (session-expiry.ts).
 */
export function useFailureToast(failed: boolean, text: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (failed && !isSignedOut(queryClient)) toast.error(text, { id: text });
  }, [failed, text, queryClient]);
}
