import {
  type Backlink,
  type BacklinkOpportunity,
  type LinkBuildingState,
  linkLabels,
  type OpportunityStatus,
  opportunityStatuses,
} from '@/shared/seo/links';
import { formatNumber } from '@/shared/number-format';

// Link Building's rules on the screen: which action a status offers, the status
// filter, and how a verified link is described.

/** A search for opportunities, as GET /api/seo/links names it and /api/seo/links/searches/:id answers. */
export type LinkSearch = NonNullable<LinkBuildingState['search']>;

export interface StatusAction {
  status: 'Contacted' | 'Acquired';
  label: string;
}

/** Contact only while Pending, Mark acquired only while Contacted, nothing once Acquired. */
export function statusAction(status: OpportunityStatus): StatusAction | null {
  if (status === 'Pending') return { status: 'Contacted', label: linkLabels.contact };
  if (status === 'Contacted') return { status: 'Acquired', label: linkLabels.markAcquired };
  return null;
}

export const statusTones = { Pending: 'gray', Contacted: 'yellow', Acquired: 'green' } as const satisfies Record<OpportunityStatus, string>;

/** The filter's choices: every status, or one. */
export type StatusFilter = OpportunityStatus | 'all';

export function filterOpportunities(opportunities: readonly BacklinkOpportunity[], filter: StatusFilter): BacklinkOpportunity[] {
  return filter === 'all' ? [...opportunities] : opportunities.filter((item) => item.status === filter);
}

/** How many opportunities each filter choice shows. */
export function statusCounts(opportunities: readonly BacklinkOpportunity[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: opportunities.length, Pending: 0, Contacted: 0, Acquired: 0 };
  for (const item of opportunities) counts[item.status] += 1;
  return counts;
}

export const statusFilters: readonly StatusFilter[] = ['all', ...opportunityStatuses];

/** A verified link as the row describes it: its anchor text, and whether it passes authority. */
export function backlinkDescription(backlink: Pick<Backlink, 'anchorText' | 'rel'>): {
  anchor: string;
  rel: string;
  passesAuthority: boolean;
} {
  const anchor = backlink.anchorText.trim();
  return {
    anchor: anchor ? `“${anchor}”` : 'No anchor text (an image or empty link)',
    rel: backlink.rel,
    passesAuthority: backlink.rel === 'follow',
  };
}

/** "from 3 referring domains": the Backlinks tile's note once a project exists. */
export function referringDomainsText(count: number): string {
  return `from ${formatNumber(count)} referring domain${count === 1 ? '' : 's'}`;
}
