import { ExternalLink } from 'lucide-react';
import { type BacklinkOpportunity, linkLabels } from '@/shared/seo/links';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table';
import { formatMoment, pagePath } from '../audit-format';
import { backlinkDescription, type StatusAction, statusAction, statusTones } from '../link-state';
import { notMeasured } from '../research-format';

interface LinkOpportunitiesTableProps {
  opportunities: readonly BacklinkOpportunity[];
  /** Contact and Mark acquired, for those who may edit; absent for Viewers. */
  onAct?: (opportunity: BacklinkOpportunity, action: StatusAction) => void;
  /** The opportunity whose change is on its way to the server. */
  actingId: string | null;
}

/** One row per page that could link to the site: where, why, how good a fit, its status and its next step. */
export function LinkOpportunitiesTable({ opportunities, onAct, actingId }: LinkOpportunitiesTableProps) {
  return (
    <Table aria-label="Link opportunities">
      <TableHeader>
        <TableRow>
          <TableHead>Domain</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Relevance</TableHead>
          <TableHead className="text-right">Authority</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead>Status</TableHead>
          {onAct && (
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {opportunities.map((opportunity) => {
          const action = statusAction(opportunity.status);
          return (
            <TableRow key={opportunity.id} className="align-top">
              <TableCell className="max-w-64">
                <p className="break-words font-medium text-gray-900">{opportunity.domain}</p>
                <a
                  href={opportunity.page}
                  target="_blank"
                  rel="noopener noreferrer"
                  title={opportunity.page}
                  className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  <span className="truncate">{pagePath(opportunity.page)}</span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </TableCell>
              <TableCell className="whitespace-nowrap">
                <Badge tone={opportunity.type === 'unlinked_mention' ? 'brand' : 'blue'}>{linkLabels.types[opportunity.type]}</Badge>
              </TableCell>
              <TableCell className="text-right tabular-nums">{Math.round(opportunity.relevance)}</TableCell>
              <TableCell className="text-right tabular-nums">
                {opportunity.authority === null ? <span className="text-gray-400">{notMeasured}</span> : Math.round(opportunity.authority)}
              </TableCell>
              <TableCell className="min-w-48 break-words text-gray-700">{opportunity.reason}</TableCell>
              <TableCell className="min-w-40">
                <Badge tone={statusTones[opportunity.status]}>{opportunity.status}</Badge>
                {opportunity.status === 'Acquired' && opportunity.backlink && <VerifiedLink backlink={opportunity.backlink} />}
              </TableCell>
              {onAct && (
                <TableCell className="text-right">
                  {action && (
                    <Button size="sm" variant="outline" onClick={() => onAct(opportunity, action)} disabled={actingId === opportunity.id}>
                      {action.label}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The link found on the page: its anchor text and rel (nofollow and the like said plainly), or that it is gone. */
function VerifiedLink({ backlink }: { backlink: NonNullable<BacklinkOpportunity['backlink']> }) {
  const { anchor, rel, passesAuthority } = backlinkDescription(backlink);
  return (
    <div className="mt-1.5 space-y-1 text-xs text-gray-600">
      <p className="break-words">{anchor}</p>
      <p className="flex flex-wrap items-center gap-1.5">
        {passesAuthority ? <span>follow</span> : <Badge tone="yellow">{rel}</Badge>}
        {backlink.status === 'lost' && <Badge tone="red">Link lost</Badge>}
      </p>
      <p className="text-gray-500">
        Checked <time dateTime={backlink.lastCheckedAt}>{formatMoment(backlink.lastCheckedAt)}</time>
      </p>
    </div>
  );
}
