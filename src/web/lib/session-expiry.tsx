import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, type RefObject, createContext, useContext, useEffect, useRef } from 'react';
import { errorCodes } from '@/shared/error-codes';
import { apiMessages } from '@/shared/messages';
import { ApiError } from './api-client';
import { meQueryOptions } from './auth';
import { toast } from './toast';

/** The API's answer once the session has ended (expired, or signed out in another tab). */
export function isSessionExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && error.code === errorCodes.UNAUTHORIZED;
}

/** Whether the app already knows nobody is signed in: failures then leave the saying to the sign-in text. */
export function isSignedOut(queryClient: QueryClient): boolean {
  return queryClient.getQueryData(meQueryOptions.queryKey) === null;
}

/** The open screen's text for a lost session: unset for the API's own, null when the screen answers it itself. */
type ScreenText = RefObject<string | null | undefined>;
const ScreenTextContext = createContext<ScreenText | null>(null);

/**
 * The one answer to a session that ends during use, around the signed-in frame: the first read or
 * change refused with 401 shows the open screen's own text (useSignedOutText) and forgets the user,
 * so the frame's guard sends them to sign in and back here afterwards (guards.tsx, return-path.ts).
 */
export function SessionExpiry({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const screenText: ScreenText = useRef(undefined);

  useEffect(() => {
    function expire(error: unknown) {
      const text = screenText.current === undefined ? apiMessages.unauthorized : screenText.current;
      if (text === null || !isSessionExpired(error) || isSignedOut(queryClient)) return;
      // A refused change has already toasted its own failure (TanStack tells its caller before the
      // cache): the sign-in text replaces it.
      toast.dismiss();
      toast.error(text, { id: 'session-expired' });
      queryClient.setQueryData(meQueryOptions.queryKey, null);
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') expire(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);

  return <ScreenTextContext.Provider value={screenText}>{children}</ScreenTextContext.Provider>;
}

/**
 * A screen's own words for a lost session (SEO's 'Please sign in to continue', Analytics'
 * 'Analytics requires authentication'), or null for a screen that answers one itself.
 */
export function useSignedOutText(text: string | null) {
  const screenText = useContext(ScreenTextContext);
  useEffect(() => {
    if (!screenText) return;
    screenText.current = text;
    return () => {
      screenText.current = undefined;
    };
  }, [screenText, text]);
}
