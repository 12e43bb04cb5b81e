import { useId, useState } from 'react';
import { type BacklinkOpportunity, linkMessages } from '@/shared/seo/links';
import { Card } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { failureMessage } from '@/web/lib/refusals';
import { toast } from '@/web/lib/toast';
import { useUpdateOpportunityStatus } from '../api/update-opportunity-status';
import { filterOpportunities, type StatusAction, type StatusFilter, statusCounts, statusFilters } from '../link-state';
import { LinkOpportunitiesTable } from './link-opportunities-table';
import { SeoEmptyState } from './seo-empty-state';
import { formatNumber } from '@/shared/number-format';

interface LinkOpportunitiesProps {
  /** The site they could link to: the project's, or another address searched from the URL field. */
  site: string;
  opportunities: readonly BacklinkOpportunity[];
  canEdit: boolean;
}

const filterLabels: Record<StatusFilter, string> = { all: 'All', Pending: 'Pending', Contacted: 'Contacted', Acquired: 'Acquired' };

/** "Link opportunities": filtered by status, with Contact and Mark acquired for those who may edit. */
export function LinkOpportunities({ site, opportunities, canEdit }: LinkOpportunitiesProps) {
  const id = useId();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const update = useUpdateOpportunityStatus();
  const counts = statusCounts(opportunities);
  const shown = filterOpportunities(opportunities, filter);

  function act(opportunity: BacklinkOpportunity, action: StatusAction) {
    update.mutate(
      { id: opportunity.id, status: action.status },
      {
        onSuccess: () => toast.success(action.status === 'Contacted' ? linkMessages.contacted : linkMessages.acquired),
        // A refusal says why in the server's words: the page does not link to the site yet, the status moved on.
        onError: (error) => toast.error(failureMessage(error, linkMessages.updateFailed)),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={`${id}-title`} className="min-w-0 break-words font-semibold text-gray-900">
          Link opportunities <span className="font-normal text-gray-500">for {new URL(site).host}</span>
        </h3>
        <div role="group" aria-label="Status" className="inline-flex max-w-full overflow-x-auto rounded-lg bg-gray-100 p-1">
          {statusFilters.map((value) => {
            const selected = filter === value;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={selected}
                onClick={() => setFilter(value)}
                className={cn(
                  'h-8 whitespace-nowrap rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                  selected ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900',
                )}
              >
                {filterLabels[value]} <span className="tabular-nums text-gray-500">({formatNumber(counts[value])})</span>
              </button>
            );
          })}
        </div>
      </div>
      {shown.length > 0 ? (
        <Card>
          <LinkOpportunitiesTable
            opportunities={shown}
            onAct={canEdit ? act : undefined}
            actingId={update.isPending ? (update.variables?.id ?? null) : null}
          />
        </Card>
      ) : (
        <SeoEmptyState icon="filtered" title={`No ${filterLabels[filter].toLowerCase()} opportunities`}>
          None of the opportunities found is {filterLabels[filter]} now. Choose All to see every one.
        </SeoEmptyState>
      )}
    </section>
  );
}
