import { seoMessages } from '@/shared/seo/seo';
import type { CompetitorAnalysis } from '@/shared/seo/research';
import { Spinner } from '@/web/components/ui/spinner';
import { progressLabel } from '../audit-format';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { AnalysisOverview } from './analysis-overview';
import { CompetitorCard } from './competitor-card';
import { FailedCard } from './failed-card';
import { LoadFailed } from './load-failed';
import { ProgressCard } from '@/web/components/progress-card';
import { SeoEmptyState } from './seo-empty-state';

interface CompetitorAnalysisTabProps {
  /** The analysis to show; null before the first, undefined while the latest loads. */
  analysis: CompetitorAnalysis | null | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  /** The project's own competitors, named in the empty state. */
  projectCompetitors: readonly string[];
  canEdit: boolean;
  actionLabel: string;
}

/** The analysis under way, how the last one ended, and each competitor compared with the user's site. */
export function CompetitorAnalysisTab({
  analysis,
  loadFailed,
  onRetry,
  projectCompetitors,
  canEdit,
  actionLabel,
}: CompetitorAnalysisTabProps) {
  if (analysis === undefined) {
    return loadFailed ? (
      <LoadFailed what="The competitor analysis" onRetry={onRetry} />
    ) : (
      <p role="status" className="flex flex-col items-center gap-3 py-12 text-sm text-gray-600">
        <Spinner />
        Loading competitor analysis…
      </p>
    );
  }
  if (analysis === null) {
    return (
      <SeoEmptyState icon="site" title="No competitor analysis yet">
        {!canEdit
          ? `When an Owner or Editor runs ${actionLabel}, each competitor's keywords and topics, compared with your site's, appear here.`
          : projectCompetitors.length > 0
            ? `${actionLabel} reads a few pages of each of your project's competitors (${projectCompetitors.join(', ')}) and compares their keywords and topics with your site's: the keywords they have that you lack, and those you share.`
            : `Your project lists no competitors, so ${actionLabel} looks for them from your site, then reads a few pages of each and compares their keywords and topics with yours.`}
      </SeoEmptyState>
    );
  }
  if (isUnderWay(analysis)) {
    return (
      <ProgressCard
        title={`Analyzing the competitors of ${analysis.site}`}
        note="Each competitor appears below, compared with your site, when the analysis finishes."
        progress={analysis.progress}
        label={progressLabel(analysis)}
        barName="Analysis progress"
        testId="analysis-progress"
      />
    );
  }
  if (analysis.status === 'failed') {
    return (
      <FailedCard
        title={`The competitor analysis of ${analysis.site} failed`}
        reason={analysis.error || seoMessages.analyzeCompetitorsFailed}
        testId="analysis-failed"
      />
    );
  }
  return (
    <div className="space-y-6">
      <AnalysisOverview analysis={analysis} />
      <section aria-label="Competitors" className="space-y-4">
        {analysis.competitors.map((competitor) => (
          <CompetitorCard key={competitor.domain} competitor={competitor} />
        ))}
      </section>
    </div>
  );
}
