import { AlertTriangle, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { type CompetitorReport, researchLabels } from '@/shared/seo/research';
import { formatCompact, notMeasured } from '../research-format';
import { KeywordChips } from './keyword-chips';
import { formatNumber } from '@/shared/number-format';

/** One competitor, compared: its figures, what it writes about, and the keywords it has that the user's site lacks. */
export function CompetitorCard({ competitor }: { competitor: CompetitorReport }) {
  const id = useId();
  const figures = [
    { label: researchLabels.authority, value: competitor.authority === null ? notMeasured : String(Math.round(competitor.authority)) },
    { label: researchLabels.backlinks, value: formatCompact(competitor.backlinks) },
    { label: researchLabels.traffic, value: formatCompact(competitor.traffic) },
    {
      label: researchLabels.pageCount,
      value: competitor.pageCount === null ? notMeasured : formatNumber(competitor.pageCount),
      note: `${formatNumber(competitor.pagesRead)} read`,
    },
  ];
  return (
    <article aria-labelledby={`${id}-domain`} className="space-y-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="min-w-0 font-semibold text-gray-900">
        <a
          href={competitor.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <span id={`${id}-domain`} className="truncate">
            {competitor.domain}
          </span>
          <ExternalLink className="size-3.5 shrink-0" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </h3>
      {competitor.error ? (
        <p className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">Not compared: {competitor.error}</span>
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {figures.map(({ label, value, note }) => (
              <div key={label} className="rounded-lg bg-gray-50 p-3">
                <dt className="text-xs font-medium text-gray-500">{label}</dt>
                <dd className="mt-1 text-lg font-semibold text-gray-900 tabular-nums">
                  {value}
                  {note && <span className="ml-1.5 text-xs font-normal text-gray-500">({note})</span>}
                </dd>
              </div>
            ))}
          </dl>
          <KeywordChips
            title={researchLabels.keywordGap}
            hint="Keywords they rank for that you lack"
            keywords={competitor.keywordGap}
            empty="None: your site covers every keyword found on their pages."
            highlight
          />
          <div className="grid gap-4 md:grid-cols-3">
            <KeywordChips title={researchLabels.topKeywords} keywords={competitor.topKeywords} empty="None found on the pages read." />
            <KeywordChips title={researchLabels.topics} keywords={competitor.topics} empty="None found on the pages read." />
            <KeywordChips
              title={researchLabels.sharedKeywords}
              keywords={competitor.sharedKeywords}
              empty="None in common with your site."
            />
          </div>
        </>
      )}
    </article>
  );
}
