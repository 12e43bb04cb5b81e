import { CheckCircle2, Info } from 'lucide-react';
import type { CompetitorAnalysis } from '@/shared/seo/research';
import { Card } from '@/web/components/ui/card';
import { formatMoment } from '../audit-format';
import { competitorLimitText, competitorSourceText } from '../research-format';
import { KeywordChips } from './keyword-chips';
import { ProviderNotes } from './provider-notes';

/** What a finished analysis compared: the user's site and its keywords, where the competitors came from, and the plan's limit. */
export function AnalysisOverview({ analysis }: { analysis: CompetitorAnalysis }) {
  return (
    <Card className="space-y-4 p-5 sm:p-6" data-testid="analysis-overview">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 items-start gap-3">
          <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden />
          <div className="min-w-0">
            <h3 className="break-words font-semibold text-gray-900">Competitors of {analysis.site}</h3>
            <p className="text-sm text-gray-600">{competitorSourceText(analysis.source)}</p>
          </div>
        </div>
        {analysis.finishedAt && (
          <p className="text-sm text-gray-500">
            Finished <time dateTime={analysis.finishedAt}>{formatMoment(analysis.finishedAt)}</time>
          </p>
        )}
      </div>
      <KeywordChips
        title="Your top keywords"
        keywords={analysis.siteKeywords}
        empty="None found on the pages of your site that were read."
      />
      <p className="flex items-start gap-2 text-sm text-gray-600">
        <Info className="mt-0.5 size-4 shrink-0 text-gray-400" aria-hidden />
        {competitorLimitText(analysis.limit)}
      </p>
      <ProviderNotes provider={analysis.provider} />
    </Card>
  );
}
