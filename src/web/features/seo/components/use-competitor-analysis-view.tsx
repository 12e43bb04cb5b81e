import { useQueryClient } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { seoMessages } from '@/shared/seo/seo';
import { researchMessages } from '@/shared/seo/research';
import { toast } from '@/web/lib/toast';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { competitorAnalysisQueryOptions } from '../api/get-competitor-analysis';
import { useLatestCompetitorAnalysis } from '../api/get-latest-competitor-analysis';
import { seoKeys } from '../api/seo-keys';
import { useStartCompetitorAnalysis } from '../api/start-competitor-analysis';
import { shownAudit } from '../audit-state';
import { followOrReport } from '../job-under-way';
import { analysisFailureToast } from '../research-state';
import { useFollowedJob } from '../use-followed-job';
import { useLoadFailure } from '../use-load-failure';
import { useRefusalToast } from '../use-refusal-toast';
import { CompetitorAnalysisTab } from './competitor-analysis-tab';
import type { SeoProject, TabView } from './tab-view';

interface CompetitorAnalysisViewOptions {
  project: SeoProject | null;
  /** The projects are still loading: nothing is asked until the project is known. */
  projectPending: boolean;
  /** The address to compare: the URL field's, else the project's; null after saying why there is none. */
  chooseUrl: () => string | null;
  canEdit: boolean;
  actionLabel: string;
}

/** Competitor Analysis: Analyze Competitors compares the chosen site with its competitors, followed until it ends. */
export function useCompetitorAnalysisView({
  project,
  projectPending,
  chooseUrl,
  canEdit,
  actionLabel,
}: CompetitorAnalysisViewOptions): TabView {
  const projectId = project?.id ?? null;
  const [followed, setFollowed] = useState<{ projectId: string | null; id: string } | null>(null);
  const latest = useLatestCompetitorAnalysis(projectId, !projectPending);
  useLoadFailure(latest.isError);
  const queryClient = useQueryClient();
  const latestAnalysis = latest.data?.analysis ?? null;
  // An analysis started for another project is not this one's.
  const watched = useFollowedJob(
    competitorAnalysisQueryOptions,
    followed?.projectId === projectId ? followed.id : null,
    latestAnalysis,
    (ended) => {
      void queryClient.invalidateQueries({ queryKey: seoKeys.latestCompetitorAnalyses() });
      if (ended.status === 'failed') {
        const { title, description } = analysisFailureToast(ended);
        toast.error(title, { description });
      }
    },
  );
  const analysis = shownAudit(watched, latestAnalysis);
  const start = useStartCompetitorAnalysis();
  const report = useRefusalToast();

  function analyzeCompetitors() {
    if (start.isPending) return;
    const url = chooseUrl();
    if (url === null) return;
    start.mutate(
      { url, projectId },
      {
        onSuccess: (started) => setFollowed({ projectId, id: started.id }),
        onError: (error) =>
          followOrReport(error, {
            key: 'analysisId',
            underWayText: researchMessages.analysisUnderWay,
            failedText: seoMessages.analyzeCompetitorsFailed,
            follow: (id) => setFollowed({ projectId, id }),
            report,
          }),
      },
    );
  }

  return {
    onAction: analyzeCompetitors,
    actionIcon: Users,
    busy: start.isPending || isUnderWay(analysis),
    panel: (
      <CompetitorAnalysisTab
        analysis={latest.data === undefined && !analysis ? undefined : analysis}
        loadFailed={latest.isError}
        onRetry={() => void latest.refetch()}
        projectCompetitors={project?.competitors ?? []}
        canEdit={canEdit}
        actionLabel={actionLabel}
      />
    ),
  };
}
