// AI Outreach's Influencer Network (issue 34): people added by hand, by CSV, or found by handle on
// Mastodon, Bluesky and YouTube, whose followers and recent engagement are read from public APIs.
import { z } from 'zod';

export const influencerPlatforms = ['mastodon', 'bluesky', 'youtube', 'instagram', 'tiktok', 'x', 'linkedin', 'other'] as const;
export type InfluencerPlatform = (typeof influencerPlatforms)[number];

export const influencerPlatformLabels: Record<InfluencerPlatform, string> = {
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  youtube: 'YouTube',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  x: 'X',
  linkedin: 'LinkedIn',
  other: 'Other',
};

/** The platforms whose public APIs Uplift reads a profile from; elsewhere the figures are the user's or '—'. */
export const lookupPlatforms = ['mastodon', 'bluesky', 'youtube'] as const satisfies readonly InfluencerPlatform[];
export type LookupPlatform = (typeof lookupPlatforms)[number];

export const influencerStatuses = ['Available', 'Contacted', 'Negotiating'] as const;
export type InfluencerStatus = (typeof influencerStatuses)[number];

export interface Influencer {
  id: string;
  name: string;
  platform: InfluencerPlatform;
  /** @user@instance on Mastodon, user.bsky.social on Bluesky, @channel on YouTube; as typed elsewhere. */
  handle: string;
  profileUrl: string | null;
  /** From the platform's public API, else what the user entered, else null ('—'). */
  followers: number | null;
  /** Average interactions per recent post as a percentage of followers, from the public API; null: '—'. */
  engagementRate: number | null;
  niche: string;
  /** The user's figure, as they wrote it ("$250 per post"). */
  rate: string;
  email: string | null;
  status: InfluencerStatus;
  /** Where the figures came from: read from the platform (when), or entered by the user. */
  figures: { source: 'platform' | 'user'; readAt: string | null; error: string | null };
  createdAt: string;
}

const optionalCount = z.coerce
  .number()
  .int('Enter a whole number')
  .min(0, 'Enter a whole number')
  .max(10_000_000_000)
  .nullable()
  .optional();

/** POST /api/outreach/influencers: one added by hand. */
export const influencerInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter a name').max(120, 'At most 120 characters'),
  platform: z.enum(influencerPlatforms),
  handle: z.string().trim().min(1, 'Enter the handle').max(200, 'At most 200 characters'),
  followers: optionalCount,
  niche: z.string().trim().max(100, 'At most 100 characters').default(''),
  rate: z.string().trim().max(100, 'At most 100 characters').default(''),
  email: z.string().trim().email('Enter a valid e-mail address').max(254).nullable().optional(),
});
export type InfluencerInput = z.input<typeof influencerInputSchema>;

/** PATCH /api/outreach/influencers/:id. */
export const influencerUpdateSchema = z.strictObject({
  niche: z.string().trim().max(100, 'At most 100 characters').optional(),
  rate: z.string().trim().max(100, 'At most 100 characters').optional(),
  email: z.string().trim().email('Enter a valid e-mail address').max(254).nullable().optional(),
  status: z.enum(influencerStatuses).optional(),
});

/** POST /api/outreach/influencers/lookup: find a profile by handle on a platform with a public API. */
export const influencerLookupSchema = z.strictObject({
  platform: z.enum(lookupPlatforms),
  handle: z.string().trim().min(1, 'Enter the handle').max(200, 'At most 200 characters'),
});

/** POST /api/outreach/influencers/import: a CSV with a header row (name, platform, handle, followers, niche, rate, email). */
export const influencerCsvColumns = ['name', 'platform', 'handle', 'followers', 'niche', 'rate', 'email'] as const;
export const influencerImportLimit = 1000;

export interface InfluencerImportResult {
  added: number;
  /** Rows already in the list (same platform and handle). */
  skipped: number;
  /** Rows refused, by their line number in the file, with why. */
  refused: { line: number; reason: string }[];
}

export const influencerMessages = {
  findFailed: 'Failed to find influencers',
  exists: 'This influencer is already in your network.',
  notFound: (handle: string) => `No profile called ${handle} was found.`,
  platformDown: (platform: string) => `${platform} could not be reached: try again in a moment.`,
  youtubeKeyMissing: 'Reading YouTube channels needs a YouTube Data API key: an admin can add one in Admin → API Keys.',
  csvEmpty: 'The file has no rows under its header.',
  csvHeader: 'The first row must name the columns: name, platform, handle (and optionally followers, niche, rate, email).',
  csvTooLong: `At most ${influencerImportLimit} rows at a time.`,
  /** A handle Uplift cannot look up, by the shape each platform's handles take. */
  handleShape: {
    mastodon: 'Enter the handle as @user@instance, such as @ada@mastodon.social',
    bluesky: 'Enter the handle as user.bsky.social, or the user’s own domain',
    youtube: 'Enter the channel’s handle, such as @channel',
  } satisfies Record<LookupPlatform, string>,
  unknownPlatform: (platform: string) => `Unknown platform “${platform}”: use ${influencerPlatforms.join(', ')}.`,
  notReadable: (platform: string) => `Uplift reads figures from Mastodon, Bluesky and YouTube: ${platform} figures are entered by hand.`,
  onlyFrom: (from: InfluencerStatus, to: InfluencerStatus, current: InfluencerStatus) =>
    `Only a${from === 'Available' ? 'n' : ''} ${from} influencer can become ${to}: this one is ${current}.`,
  noWayBack: (current: InfluencerStatus) => `A ${current} influencer cannot go back to Available.`,
} as const;

/** POST /api/outreach/influencers/import's body: the file's text (the app's 1 MB body limit bounds it). */
export const influencerImportSchema = z.strictObject({
  csv: z.string().trim().min(1, influencerMessages.csvEmpty),
});
