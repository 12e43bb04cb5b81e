// SEO Tools' link building and backlinks (issue 18):
// opportunities found by crawls and the provider, statuses Pending → Contacted →
// Acquired, and acquired links verified on the linking page.
import { z } from 'zod';

export const opportunityStatuses = ['Pending', 'Contacted', 'Acquired'] as const;
export type OpportunityStatus = (typeof opportunityStatuses)[number];

export const opportunityTypes = ['competitor_link', 'resource_page', 'write_for_us', 'unlinked_mention'] as const;
export type OpportunityType = (typeof opportunityTypes)[number];

export const linkLabels = {
  contact: 'Contact',
  markAcquired: 'Mark acquired',
  types: {
    competitor_link: 'Links to competitors',
    resource_page: 'Resource page',
    write_for_us: 'Write for us',
    unlinked_mention: 'Unlinked mention',
  } satisfies Record<OpportunityType, string>,
} as const;

export const linkMessages = {
  updateFailed: 'Failed to update the opportunity',
  contacted: 'Marked as contacted',
  acquired: 'Link verified on the page',
  notFoundOnPage: 'The page does not link to your site yet: it stays Contacted until the link is there.',
  searchUnderWay: 'A search for opportunities is already under way.',
  onlyFrom: (from: OpportunityStatus, to: OpportunityStatus, current: OpportunityStatus) =>
    `Only a ${from} opportunity can be marked ${to}: this one is ${current}.`,
  notFoundOnce: 'The link was not on the page at the last check; it is looked for again a day later before it counts as lost.',
  backlinkLost: (page: string) => `The link from ${page} to your site is gone.`,
} as const;

export const findOpportunitiesSchema = z.object({
  projectId: z.string().uuid().optional(),
  /** The user's site; empty: the project's URL. */
  url: z.string().trim().max(2048).optional().default(''),
});

export const opportunityActionSchema = z.object({ status: z.enum(['Contacted', 'Acquired']) });

export interface BacklinkOpportunity {
  id: string;
  domain: string;
  /** The page a link would be on. */
  page: string;
  type: OpportunityType;
  /** 0–100: how closely the page's topic matches the site's keywords. */
  relevance: number;
  /** From the search data provider, else null ('—'). */
  authority: number | null;
  /** What was found: "links to crumbs.example", "mentions Sunrise Bakery". */
  reason: string;
  status: OpportunityStatus;
  /** For Acquired: the verified link, when the page was checked. */
  backlink: Backlink | null;
}

export interface Backlink {
  id: string;
  sourceUrl: string;
  targetUrl: string;
  anchorText: string;
  rel: 'follow' | 'nofollow' | 'ugc' | 'sponsored';
  status: 'live' | 'lost';
  lastCheckedAt: string;
}

/** GET /api/seo/links?projectId= */
export interface LinkBuildingState {
  /** The site the opportunities are for: the latest search's, else the project's; null before either. */
  site: string | null;
  opportunities: BacklinkOpportunity[];
  /** The latest search, under way or finished (progress as the audit's). */
  search: {
    id: string;
    status: 'queued' | 'running' | 'done' | 'failed';
    progress: number;
    stage: string | null;
    error: string | null;
    finishedAt: string | null;
  } | null;
  /** The Backlinks tile: verified live links, and the domains they come from. */
  backlinks: { verified: number; referringDomains: number };
}
