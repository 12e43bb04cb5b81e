import { ExternalLink, Trash2 } from 'lucide-react';
import type { RankOverview, TrackedKeyword } from '@/shared/seo/ranks';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { timeAgo } from '@/web/lib/time-ago';
import { formatMoment, pagePath } from '../audit-format';
import { competitorDomains, competitorPositionText, countryName, deviceLabels, notInTop100, positionText } from '../rank-format';
import { notMeasured } from '../research-format';
import { PositionChange } from './position-change';

interface TrackedKeywordsTableProps {
  overview: RankOverview;
  /** Opens a keyword's history chart. */
  onOpen: (keyword: TrackedKeyword) => void;
  /** Stop tracking, for those who may edit; absent for Viewers. */
  onRemove?: (keyword: TrackedKeyword) => void;
}

/** "Tracked keywords": each keyword's position, its move, the ranking page and the competitors' positions side by side. */
export function TrackedKeywordsTable({ overview, onOpen, onRemove }: TrackedKeywordsTableProps) {
  const hasProvider = overview.provider !== null;
  const domains = competitorDomains(overview.keywords);
  return (
    <Table aria-label="Tracked keywords">
      <TableHeader>
        <TableRow>
          <TableHead>Keyword</TableHead>
          <TableHead>Where</TableHead>
          <TableHead className="text-right">Position</TableHead>
          <TableHead>Change</TableHead>
          <TableHead>Ranking URL</TableHead>
          {domains.map((domain) => (
            <TableHead key={domain} className="text-right" title={`${domain}'s position`}>
              {domain}
            </TableHead>
          ))}
          <TableHead>Last checked</TableHead>
          {onRemove && (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {overview.keywords.map((keyword) => {
          const checked = keyword.checkedAt !== null;
          const position = positionText(keyword);
          return (
            <TableRow key={keyword.id} onClick={() => onOpen(keyword)} className="cursor-pointer hover:bg-gray-50">
              <TableCell className="min-w-48">
                <button
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(keyword);
                  }}
                  className="text-left font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {keyword.keyword}
                  <span className="sr-only">: show the position history</span>
                </button>
                {keyword.error && <p className="mt-0.5 break-words text-xs text-amber-700">{keyword.error}</p>}
              </TableCell>
              <TableCell className="whitespace-nowrap text-gray-700">
                <abbr title={countryName(keyword.country)} className="no-underline">
                  {keyword.country}
                </abbr>{' '}
                · {deviceLabels[keyword.device]}
              </TableCell>
              <TableCell
                className={
                  position === notInTop100
                    ? 'whitespace-nowrap text-right text-gray-500'
                    : 'text-right font-semibold tabular-nums text-gray-900'
                }
              >
                {position}
              </TableCell>
              <TableCell>
                {checked ? (
                  <PositionChange position={keyword.position} previous={keyword.previousPosition} />
                ) : (
                  <span className="text-gray-400">{notMeasured}</span>
                )}
              </TableCell>
              <TableCell className="max-w-56">
                {keyword.url ? (
                  <a
                    href={keyword.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    title={keyword.url}
                    onClick={(event) => event.stopPropagation()}
                    className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                  >
                    <span className="truncate">{pagePath(keyword.url)}</span>
                    <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="text-gray-400">{notMeasured}</span>
                )}
              </TableCell>
              {domains.map((domain) => (
                <TableCell key={domain} className="whitespace-nowrap text-right tabular-nums text-gray-700">
                  {competitorPositionText(keyword.competitors[domain], checked)}
                </TableCell>
              ))}
              <TableCell className="whitespace-nowrap text-gray-600">
                {keyword.checkedAt ? (
                  <time dateTime={keyword.checkedAt} title={formatMoment(keyword.checkedAt)}>
                    {timeAgo(keyword.checkedAt)}
                  </time>
                ) : hasProvider ? (
                  'Checking…'
                ) : (
                  <span className="text-gray-400">{notMeasured}</span>
                )}
              </TableCell>
              {onRemove && (
                <TableCell className="text-right">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Stop tracking ${keyword.keyword}`}
                    onClick={(event) => {
                      event.stopPropagation();
                      onRemove(keyword);
                    }}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
