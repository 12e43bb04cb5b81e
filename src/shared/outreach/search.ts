// AI Outreach's prospect search (issue 34): the AI Prospect Finder dialog starts one; a durable job
// gathers candidate sites, reads them, ranks them for fit with the project and keeps the best as prospects.
import { z } from 'zod';
import { prospectMessages } from './prospects';

export const prospectSearchTypes = ['domain', 'niche', 'keyword'] as const;
export type ProspectSearchType = (typeof prospectSearchTypes)[number];

export const prospectSearchTypeLabels: Record<ProspectSearchType, string> = { domain: 'Domain', niche: 'Niche', keyword: 'Keyword' };

/** What the dialog's field asks for, per search type. */
export const prospectSearchPlaceholders: Record<ProspectSearchType, string> = {
  domain: 'competitor.com',
  niche: 'home baking',
  keyword: 'sourdough starter',
};

/** POST /api/outreach/searches. */
export const prospectSearchSchema = z.strictObject({
  type: z.enum(prospectSearchTypes),
  term: z.string().trim().min(1, prospectMessages.searchRequired).max(200, 'At most 200 characters'),
  /** The project whose site, keywords and competitors the candidates are ranked against. */
  projectId: z.string().uuid().optional(),
});
export type ProspectSearchInput = z.input<typeof prospectSearchSchema>;

export type ProspectSearchStatus = 'queued' | 'running' | 'done' | 'failed';

export interface ProspectSearch {
  id: string;
  type: ProspectSearchType;
  term: string;
  status: ProspectSearchStatus;
  /** 0–100. */
  progress: number;
  /** What it is doing now, for the dialog ("Reading bakersguild.org"). */
  stage: string | null;
  /** Prospects it added (sites already prospects are not counted again). */
  found: number;
  /** Candidate sites it read. */
  sitesRead: number;
  /** Where candidates came from that was not available, in the user's terms ("No search data provider: …"). */
  notes: string[];
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const prospectSearchMessages = {
  underWay: 'A prospect search is already under way.',
  found: (count: number) => (count === 1 ? 'Found 1 new prospect' : `Found ${count} new prospects`),
  noneFound: 'No new prospects: every site found is already a prospect, or none fit.',
  noProvider:
    'No search data provider is configured: candidates come from crawling your site, your competitors and the sites they link to. An admin can add DataForSEO or SerpApi in Admin → API Keys for search results and backlinks.',
} as const;
