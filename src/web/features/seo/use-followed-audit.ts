import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type SiteAudit, seoMessages } from '@/shared/seo';
import { toast } from '@/web/lib/toast';
import { useAudit } from './api/get-audit';
import { seoKeys } from './api/seo-keys';
import { isUnderWay, shownAudit } from './audit-state';

/**
 * The site's audit to show: the one the user started (`followedId`), or one under way that the issue
 * list names (after a reload, or started elsewhere), polled every second until it ends. When one the
 * screen saw running ends, the issue list is read again; a failure is also said in a toast.
 */
export function useFollowedAudit(followedId: string | null, latest: SiteAudit | null): SiteAudit | null {
  const watchedId = isUnderWay(latest) ? latest.id : followedId;
  const watched = useAudit(watchedId).data;
  useOutcome(watched);
  return shownAudit(watched, latest);
}

function useOutcome(audit: SiteAudit | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<{ id: string; underWay: boolean } | null>(null);
  useEffect(() => {
    if (!audit) return;
    const before = seen.current;
    seen.current = { id: audit.id, underWay: isUnderWay(audit) };
    // Only an end the screen watched happen: an audit that had already ended when first read is history.
    if (before?.id !== audit.id || !before.underWay || isUnderWay(audit)) return;
    void queryClient.invalidateQueries({ queryKey: seoKeys.issues() });
    if (audit.status === 'failed') toast.error(seoMessages.scanFailed, { description: audit.error ?? undefined });
  }, [audit, queryClient]);
}
