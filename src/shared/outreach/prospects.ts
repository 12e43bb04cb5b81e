// AI Outreach's prospects (issue 34): sites to reach out to, each with the contacts its own pages
// show. Shared by the routes and the Prospect Finder tab.
import { z } from 'zod';

export const prospectStatuses = ['new', 'contacted', 'responded'] as const;
export type ProspectStatus = (typeof prospectStatuses)[number];

export const prospectStatusLabels: Record<ProspectStatus, string> = { new: 'New', contacted: 'Contacted', responded: 'Responded' };

/** How sure Uplift is that an address reaches the site: how it was found. */
export const contactConfidences = ['high', 'medium', 'low'] as const;
export type ContactConfidence = (typeof contactConfidences)[number];

export interface ProspectContact {
  email: string;
  /** The person's name when the page gives it. */
  name: string | null;
  /** info@, sales@…: reaches a desk, not a person. */
  role: boolean;
  confidence: ContactConfidence;
  /** How it was found: a mailto link, schema.org markup, the page's text, an obfuscated address, or a pattern guess. */
  via: 'mailto' | 'schema.org' | 'text' | 'obfuscated' | 'pattern';
  /** The page that shows it (none for a guess). */
  foundOn: string | null;
  /** On the site's own domain; another (gmail.com) only when the site links it. */
  ownDomain: boolean;
  /** Made up from a name and a common pattern, shown nowhere: only when the user asked for guesses. */
  guess: boolean;
  /** Whether DNS said the address's domain takes mail, or gave no clear answer. */
  mailDomain: 'verified' | 'unverified';
}

export type DiscoveryStatus = 'queued' | 'running' | 'done' | 'failed';

export interface Prospect {
  id: string;
  /** The site's registrable domain: one prospect per domain in a workspace. */
  domain: string;
  /** The page the prospect was found on or added with. */
  pageUrl: string;
  siteName: string | null;
  niche: string;
  /** From the search data provider, else null ('—'). */
  authority: number | null;
  /** Monthly visits from the search data provider, else null ('—'). */
  traffic: number | null;
  /** Why this site: what was read on it. */
  opportunity: string | null;
  status: ProspectStatus;
  /** Marked by the user as a partner: counted in Active Partnerships. */
  partner: boolean;
  contacts: ProspectContact[];
  /** Social profiles the site links to. */
  socials: string[];
  discovery: { status: DiscoveryStatus; pagesRead: number; error: string | null; finishedAt: string | null };
  createdAt: string;
}

export const prospectsPageSize = 50;

/** GET /api/outreach/prospects: a page of the list, newest first, of one status or all, searched by domain or name. */
export const prospectListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum(prospectStatuses).optional(),
  search: z.string().trim().max(100).optional(),
});
export interface ProspectListQuery {
  page?: number;
  status?: ProspectStatus;
  search?: string;
}

export interface ProspectPage {
  prospects: Prospect[];
  /** How many match, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** POST /api/outreach/prospects: a site added by hand. */
export const prospectInputSchema = z.strictObject({
  address: z.string().trim().min(1, 'Enter the site’s address').max(2048, 'The address is too long'),
  niche: z.string().trim().max(100, 'At most 100 characters').default(''),
});
export type ProspectInput = z.input<typeof prospectInputSchema>;

/** POST /api/outreach/prospects/from-opportunity: Contact on Link Building, the opportunity's site as a prospect. */
export const fromOpportunitySchema = z.strictObject({ opportunityId: z.uuid('Choose a link opportunity') });

/** POST /api/outreach/prospects/:id/discover: read the site again, with address guesses when asked. */
export const discoverInputSchema = z.strictObject({
  /** A person's name to guess first@, first.last@ and flast@ for, on the site's domain; none: no guesses. */
  guessFor: z.string().trim().min(2, 'Enter the person’s name').max(100).optional(),
});

/** PATCH /api/outreach/prospects/:id: "Mark as responded" by hand (without a mailbox to read), and the partner mark. */
export const prospectUpdateSchema = z
  .strictObject({ status: z.literal('responded').optional(), partner: z.boolean().optional() })
  .refine((update) => update.status !== undefined || update.partner !== undefined, 'Nothing to change');

/** The spec's authority badge: 70 and above green, 60 and above yellow, otherwise red. */
export function authorityTone(authority: number): 'green' | 'yellow' | 'red' {
  if (authority >= 70) return 'green';
  return authority >= 60 ? 'yellow' : 'red';
}

export const prospectMessages = {
  loadFailed: 'Failed to load outreach data',
  findFailed: 'Failed to find prospects',
  searchRequired: 'Please enter a search term',
  exists: (domain: string) => `${domain} is already a prospect.`,
  notASite: 'Enter a site’s address, such as example.com',
  added: (domain: string) => `${domain} added: Uplift is reading its pages for contacts.`,
  discovering: 'Reading the site for contacts…',
  discoveryFailed: 'The site could not be read.',
  noPages: 'None of the site’s pages answered: check the address.',
  noContacts: 'The site shows no e-mail address on the pages Uplift read.',
  guessesLabel: 'Guess',
  onlyContactedResponds: 'Only a contacted prospect can be marked as responded.',
  markedResponded: 'Marked as responded',
  markedPartner: (domain: string) => `${domain} is now a partner.`,
  unmarkedPartner: (domain: string) => `${domain} is no longer a partner.`,
  updateFailed: 'Failed to update the prospect',
  addFailed: 'Failed to add the prospect',
  removeFailed: 'Failed to remove the prospect',
  readAgain: 'Reading the site again for contacts…',
  removed: (domain: string) => `${domain} removed from your prospects.`,
} as const;
