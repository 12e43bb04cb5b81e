import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { seoMessages } from '@/shared/seo';
import { toast } from '@/web/lib/toast';
import { useLinkSearch } from './api/get-link-search';
import { seoKeys } from './api/seo-keys';
import { isUnderWay } from './audit-state';
import type { LinkSearch } from './link-state';

/**
 * The search for opportunities to show: the one the user started (`followedId`), or the latest when it
 * is under way (after a reload, or started by another member), polled every second until it ends. When
 * one the screen saw running ends, the opportunities are read again, then `onEnded` lets the screen
 * stop following it; a failure is said in a toast.
 */
export function useFollowedLinkSearch(followedId: string | null, latest: LinkSearch | null, onEnded: (id: string) => void): LinkSearch | null {
  const watchedId = isUnderWay(latest) ? latest.id : followedId;
  const watched = useLinkSearch(watchedId).data;
  useOutcome(watched, onEnded);
  return watched ?? latest;
}

function useOutcome(search: LinkSearch | undefined, onEnded: (id: string) => void) {
  const queryClient = useQueryClient();
  const seen = useRef<{ id: string; underWay: boolean } | null>(null);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  });
  useEffect(() => {
    if (!search) return;
    const before = seen.current;
    seen.current = { id: search.id, underWay: isUnderWay(search) };
    // Only an end the screen watched happen: a search that had already ended when first read is history.
    if (before?.id !== search.id || !before.underWay || isUnderWay(search)) return;
    // The list is read again before the search is let go, so the screen never falls back to an older one.
    void queryClient.invalidateQueries({ queryKey: seoKeys.allLinks() }).then(() => ended.current(search.id));
    if (search.status === 'failed') toast.error(seoMessages.findOpportunitiesFailed, { description: search.error ?? undefined });
  }, [search, queryClient]);
}
