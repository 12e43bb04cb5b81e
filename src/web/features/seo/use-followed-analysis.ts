import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { CompetitorAnalysis } from '@/shared/seo-research';
import { toast } from '@/web/lib/toast';
import { useCompetitorAnalysis } from './api/get-competitor-analysis';
import { seoKeys } from './api/seo-keys';
import { isUnderWay, shownAudit } from './audit-state';
import { analysisFailureToast } from './research-state';

/**
 * The competitor analysis to show: the one the user started (`followedId`), or the latest when it is
 * under way (after a reload, or started by another member), polled every second until it ends. When
 * one the screen saw running ends, the latest is read again; a failure is said in a toast.
 */
export function useFollowedAnalysis(followedId: string | null, latest: CompetitorAnalysis | null): CompetitorAnalysis | null {
  const watchedId = isUnderWay(latest) ? latest.id : followedId;
  const watched = useCompetitorAnalysis(watchedId).data;
  useOutcome(watched);
  return shownAudit(watched, latest);
}

function useOutcome(analysis: CompetitorAnalysis | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<{ id: string; underWay: boolean } | null>(null);
  useEffect(() => {
    if (!analysis) return;
    const before = seen.current;
    seen.current = { id: analysis.id, underWay: isUnderWay(analysis) };
    // Only an end the screen watched happen: an analysis that had already ended when first read is history.
    if (before?.id !== analysis.id || !before.underWay || isUnderWay(analysis)) return;
    void queryClient.invalidateQueries({ queryKey: seoKeys.latestCompetitorAnalyses() });
    if (analysis.status === 'failed') {
      const { title, description } = analysisFailureToast(analysis);
      toast.error(title, { description });
    }
  }, [analysis, queryClient]);
}
