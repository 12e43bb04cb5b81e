// Social Engine (/social; issue 17): connected accounts on real
// networks, a composer, durable scheduled publishing, engagement. The shapes both sides use, and their texts.
import { z } from 'zod';
import { instant } from '../dates';
import { formatNumber } from '@/shared/number-format';

export const socialNetworks = ['instagram', 'twitter', 'facebook', 'linkedin', 'tiktok', 'youtube', 'mastodon', 'bluesky'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** The six networks an operator's OAuth app connects (keys in Admin → API Keys). */
export const oauthSocialNetworks = ['instagram', 'twitter', 'facebook', 'linkedin', 'tiktok', 'youtube'] as const;
export type OAuthSocialNetwork = (typeof oauthSocialNetworks)[number];

export const socialNetworkLabels: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  twitter: 'Twitter/X',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
};

/**
 * How long a post may be on each network, and how it is counted. Mastodon's is the instance's own
 * (the account carries it), 500 being Mastodon's default; Bluesky counts graphemes, the others
 * characters. TikTok's is a photo post's description (Uplift posts photos there), YouTube's a video's
 * (its first line the title: youtubeVideoText).
 */
export const textLimits = {
  twitter: { maxLength: 280, counts: 'characters' },
  bluesky: { maxLength: 300, counts: 'graphemes' },
  mastodon: { maxLength: 500, counts: 'characters' },
  linkedin: { maxLength: 3000, counts: 'characters' },
  instagram: { maxLength: 2200, counts: 'characters' },
  facebook: { maxLength: 63_206, counts: 'characters' },
  tiktok: { maxLength: 4000, counts: 'characters' },
  youtube: { maxLength: 5000, counts: 'characters' },
} as const satisfies Record<SocialNetwork, { maxLength: number; counts: 'characters' | 'graphemes' }>;

/**
 * Images a post may carry on each network, and must: Instagram and TikTok take no post without one
 * (Uplift posts photos there). X's image descriptions are shorter than the composer's own limit.
 * YouTube takes a video instead (mediaProblem).
 */
export const imageRules = {
  twitter: {
    minImages: 0,
    maxImages: 4,
    maxBytes: 5 * 1024 * 1024,
    maxAltText: 1000,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  },
  bluesky: {
    minImages: 0,
    maxImages: 4,
    maxBytes: 1_000_000,
    maxAltText: 1500,
    types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  },
  mastodon: {
    minImages: 0,
    maxImages: 4,
    maxBytes: 16 * 1024 * 1024,
    maxAltText: 1500,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/heic'],
  },
  linkedin: { minImages: 0, maxImages: 20, maxBytes: 10 * 1024 * 1024, maxAltText: 1500, types: ['image/jpeg', 'image/png', 'image/gif'] },
  instagram: { minImages: 1, maxImages: 10, maxBytes: 8 * 1024 * 1024, maxAltText: 1500, types: ['image/jpeg'] },
  facebook: {
    minImages: 0,
    maxImages: 10,
    maxBytes: 10 * 1024 * 1024,
    maxAltText: 1500,
    types: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/tiff'],
  },
  tiktok: { minImages: 1, maxImages: 35, maxBytes: 20 * 1024 * 1024, maxAltText: 1500, types: ['image/jpeg', 'image/webp'] },
} as const satisfies Record<
  Exclude<SocialNetwork, 'youtube'>,
  { minImages: number; maxImages: number; maxBytes: number; maxAltText: number; types: readonly string[] }
>;

// Built at its first use: the screens evaluate this module as they start, and a Segmenter takes
// milliseconds to build on a slow phone.
let graphemes: Intl.Segmenter | undefined;

/** The length of a text as `network` counts it against its limit. */
export function textLength(network: SocialNetwork, text: string): number {
  if (textLimits[network].counts === 'graphemes') {
    graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return [...graphemes.segment(text)].length;
  }
  return [...text].length;
}

/** YouTube's own limits on a video's title and description (the API counts the description in bytes). */
const youtubeText = { maxTitle: 100, maxDescriptionBytes: 5000 };

/**
 * A YouTube video's title and description from a post's text: the first line is the title and the
 * rest the description; a first line too long for a title is cut for it (after a word) and the whole
 * text described.
 */
export function youtubeVideoText(text: string): { title: string; description: string } {
  const trimmed = text.trim();
  const lineEnd = trimmed.indexOf('\n');
  const firstLine = (lineEnd === -1 ? trimmed : trimmed.slice(0, lineEnd)).trim();
  const characters = [...firstLine];
  if (characters.length <= youtubeText.maxTitle)
    return { title: firstLine, description: lineEnd === -1 ? '' : trimmed.slice(lineEnd + 1).trim() };
  // Cut after a whole word where one ends in the second half of the room, else mid-word.
  const room = characters.slice(0, youtubeText.maxTitle - 1).join('');
  const wholeWords = /\s/.test(characters[youtubeText.maxTitle - 1]!) ? room : room.replace(/\s+\S*$/, '');
  const cut = [...wholeWords].length >= youtubeText.maxTitle / 2 ? wholeWords : room;
  return { title: `${cut.trimEnd()}…`, description: trimmed };
}

/** Why YouTube refuses this text as a video's title and description; null when it takes it. */
export function youtubeTextProblem(text: string): string | null {
  if (/[<>]/.test(text)) return 'YouTube takes no “<” or “>” in a video’s title or description.';
  const { description } = youtubeVideoText(text);
  if (new TextEncoder().encode(description).length > youtubeText.maxDescriptionBytes)
    return 'Too long for YouTube: a video’s description is at most 5,000 bytes.';
  return null;
}

export const socialMessages = {
  loadFailed: 'Failed to load social data',
  accountsLoadFailed: 'Failed to load social accounts',
  contentRequired: 'Please enter post content',
  platformRequired: 'Please select at least one platform',
  noConnectedAccounts: 'No connected accounts. Please connect an account first.',
  fieldsRequired: 'Please fill in all fields',
  createFailed: 'Failed to create post',
  generateFailed: 'Failed to generate posts',
  connectFailed: 'Failed to connect account',
  disconnectFailed: 'Failed to disconnect account',
  reconnectFailed: 'Failed to reconnect account',
  // Failures the spec does not name, worded as its own are.
  saveFailed: 'Failed to save post',
  cancelFailed: 'Failed to cancel post',
  deleteFailed: 'Failed to delete post',
  removeFailed: 'Failed to remove account',
  syncFailed: 'Failed to sync account',
  accountConnected: (network: string) => `${network} account connected`,
  accountDisconnected: 'Account disconnected',
  accountReconnected: 'Account reconnected',
  /** An account's last sync within the minute. */
  justNow: 'Just now',
  accountRemoved: 'Account removed',
  postScheduled: 'Post scheduled',
  postSaved: 'Draft saved',
  postPublishing: 'Publishing now',
  postUpdated: 'Post updated',
  postCancelled: 'Scheduled post cancelled: it is a draft again',
  postDeleted: 'Post deleted',
  notEditable: 'Only drafts and scheduled posts can be changed.',
  notDeletable: 'A post that is publishing cannot be deleted.',
  notPublishedYet: (network: string) => `Uplift does not publish to ${network} yet: choose another account.`,
  accountNotConnected: 'One of the chosen accounts is not connected: reconnect it or choose another.',
  tooLong: (network: string, limit: number) => `Too long for ${network}: at most ${limit} characters.`,
  scheduleInPast: 'The schedule time has to be in the future.',
  appKeysMissing: (network: string) =>
    `${network} is not set up on this Uplift yet: an administrator adds its app's client ID and secret in Admin → API Keys.`,
  noFacebookPages:
    'Your Facebook account manages no Page Uplift may post to. Facebook posts go to Pages: create one, or ask for a role on one, then connect again.',
  facebookPageGone: (page: string) => `Your Facebook account no longer manages the Page ${page}: connect it with the account that does.`,
  choosePages: 'Choose at least one Page',
  sampleAccount: 'This is a sample account: nothing is published to it. Connect your own accounts in your workspace.',
  connectExpired: 'The connection request has expired. Please try again.',
  instanceUnreachable: 'That Mastodon server could not be reached. Check its address.',
  blueskyRefused: 'Bluesky refused the handle or app password.',
} as const;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

/** POST /api/social/accounts: what each way of connecting needs. */
export const connectAccountSchema = z.discriminatedUnion(
  'network',
  [
    z.object({
      network: z.literal('mastodon'),
      instance: required(socialMessages.fieldsRequired).max(253, 'Enter a server address such as mastodon.social'),
    }),
    z.object({
      network: z.literal('bluesky'),
      handle: required(socialMessages.fieldsRequired).max(253, 'Enter a handle such as you.bsky.social'),
      appPassword: required(socialMessages.fieldsRequired).max(100, 'That is not an app password'),
      /** The account's server when it is not Bluesky's own (bsky.social): a self-hosted PDS. */
      service: z.string().trim().max(253, 'Enter a server address such as bsky.social').optional(),
    }),
    z.object({ network: z.enum(oauthSocialNetworks) }),
  ],
  { error: 'Choose a network' },
);
export type ConnectAccountInput = z.infer<typeof connectAccountSchema>;

/** A new account is connected at once (Bluesky), or the browser goes to the network to approve Uplift. */
export type ConnectAccountResult = { account: SocialAccount } | { redirectUrl: string };

/** GET /api/social/page-choices/:id: the Facebook Pages the user may connect after Facebook's consent. */
export interface FacebookPageChoice {
  pages: Array<{ id: string; name: string; connected: boolean }>;
}

/** POST /api/social/page-choices/:id: the Pages to connect, each one of the plan's accounts. */
export const choosePagesSchema = z.object({
  pageIds: z.array(z.string().trim().min(1).max(64), { error: socialMessages.choosePages }).min(1, socialMessages.choosePages).max(50),
});
export type ChoosePagesInput = z.infer<typeof choosePagesSchema>;

/** The account's text for one network instead of the post's, when the author wrote one. */
const overrideText = z.string().trim().min(1, socialMessages.contentRequired).max(63_206, 'A post has at most 63,206 characters');

/** An image or the video of a post, in order, with the text that describes it to people who cannot see it. */
export interface PostMedia {
  id: string;
  altText: string;
}

export type SocialMediaKind = 'image' | 'video';

/** Largest image any network takes (Mastodon's 16 MB); each network's own rule is checked per account. */
export const socialMediaMaxBytes = 16 * 1024 * 1024;
export const socialMediaTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/**
 * Videos: MP4 and QuickTime (what phones and editors export), published to YouTube, which takes
 * nothing else. Kept in the database in pieces, so the largest is well under YouTube's own limit.
 */
export const socialVideoMaxBytes = 256 * 1024 * 1024;
export const socialVideoTypes = ['video/mp4', 'video/quicktime'] as const;
export const videoNetworks: ReadonlySet<SocialNetwork> = new Set(['youtube']);

export const mediaKindOf = (mimeType: string): SocialMediaKind => (mimeType.startsWith('video/') ? 'video' : 'image');

/** POST /api/social/media (an image) or /api/social/media/videos (a video): the file as the composer shows it. */
/**
 * What another area hands the composer (/social, in the router's state under `composeWithMedia`): an
 * upload already made for the user, and the post's first words (the Video & Audio Studio's Share).
 */
export interface ComposeWithMedia {
  media: SocialMediaView;
  content: string;
}

export const composeWithMediaState = 'composeWithMedia';

export interface SocialMediaView {
  id: string;
  kind: SocialMediaKind;
  filename: string;
  mimeType: string;
  size: number;
  width: number;
  height: number;
  /** A video's length; null for an image, or a video whose file does not give it (a fragmented MP4's). */
  durationMs: number | null;
  /** GET: the file itself, for previews. */
  url: string;
}

export const socialMediaMessages = {
  chooseImage: 'Choose an image or a video to add.',
  notAnImage: 'That file is not a JPEG, PNG, GIF or WebP image.',
  notAVideo: 'That file is not an MP4 or MOV video with a picture track.',
  tooLarge: 'An image can be at most 16 MB.',
  videoTooLarge: 'A video can be at most 256 MB.',
  videoIncomplete: 'The video did not arrive whole: try uploading it again.',
  tooManyImages: 'A post can have at most 10 images.',
  oneVideo: 'A post can have at most one video.',
  missing: 'An image or video of this post is no longer there: remove it and add it again.',
  uploadFailed: 'Failed to upload image',
  videoUploadFailed: 'Failed to upload video',
} as const;

/** What the media checks know of an image or video; a type or size not known (a saved post's file on screen) is not checked. */
export interface MediaFacts {
  name: string;
  kind: SocialMediaKind;
  mimeType: string | null;
  size: number | null;
  altText?: string;
}

/**
 * Why `network` refuses these images or this video (none, how many, how large, which types, their
 * alt text), in a sentence; null when it takes them. YouTube takes one video and nothing else; the
 * other networks take images, no video.
 */
export function mediaProblem(network: SocialNetwork, media: readonly MediaFacts[]): string | null {
  const label = socialNetworkLabels[network];
  const videos = media.filter((file) => file.kind === 'video');
  const images = media.filter((file) => file.kind === 'image');
  if (network === 'youtube') return videoProblem(label, videos, images.length);
  if (videos.length > 0) return `${label} takes no video from Uplift: videos go to YouTube.`;
  const rules = imageRules[network];
  if (images.length < rules.minImages) return `${label} takes no post without an image: add one.`;
  if (images.length === 0) return null;
  if (images.length > rules.maxImages) return `${label} takes at most ${rules.maxImages} images in a post.`;
  // An animated GIF is a post's only image on X.
  if (network === 'twitter' && images.length > 1 && images.some((image) => image.mimeType === 'image/gif'))
    return `${label} takes a GIF only on its own in a post.`;
  for (const image of images) {
    if (image.mimeType !== null && !(rules.types as readonly string[]).includes(image.mimeType)) {
      return `${label} does not take ${image.mimeType.replace('image/', '').toUpperCase()} images: “${image.name}”.`;
    }
    if (image.size !== null && image.size > rules.maxBytes)
      return `“${image.name}” is ${megabytes(image.size)}: ${label} takes images of up to ${megabytes(rules.maxBytes)}.`;
    if (image.altText && [...image.altText].length > rules.maxAltText)
      return `${label} takes alt text of up to ${formatNumber(rules.maxAltText)} characters: “${image.name}”.`;
  }
  return null;
}

function videoProblem(label: string, videos: readonly MediaFacts[], imageCount: number): string | null {
  if (imageCount > 0) return `${label} takes a video, not images: remove the images.`;
  if (videos.length === 0) return `${label} takes no post without a video: add one.`;
  if (videos.length > 1) return `${label} takes one video in a post.`;
  return null;
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;

const postMedia = z
  .array(
    z.object({
      id: z.uuid('Choose an uploaded image or video'),
      altText: z.string().trim().max(1500, 'Alt text has at most 1,500 characters').default(''),
    }),
  )
  .max(10, socialMediaMessages.tooManyImages)
  .default([]);

/** POST /api/social/posts, PUT /api/social/posts/:id. Without a time a post is a Draft, with one Scheduled; publishNow sends it at once. */
/** GET /api/social/posts: every post, or only the scheduled ones. */
export const socialPostsQuerySchema = z.object({
  status: z.enum(['scheduled'], { error: 'Choose scheduled posts or leave the status out' }).optional(),
});

export const socialPostInputSchema = z
  .object({
    content: z
      .string({ error: socialMessages.contentRequired })
      .trim()
      .min(1, socialMessages.contentRequired)
      .max(63_206, 'A post has at most 63,206 characters'),
    accountIds: z
      .array(z.uuid(socialMessages.platformRequired), { error: socialMessages.platformRequired })
      .min(1, socialMessages.platformRequired)
      .max(50),
    overrides: z.record(z.uuid(), overrideText).default({}),
    media: postMedia,
    scheduledAt: instant('Enter a valid schedule time').nullable().default(null),
    publishNow: z.boolean().default(false),
  })
  .refine((input) => !(input.publishNow && input.scheduledAt), { message: 'Publish now or schedule, not both', path: ['scheduledAt'] })
  // An own text for an account the post does not go to (another workspace's, say) is not ignored but refused.
  .refine((input) => Object.keys(input.overrides).every((id) => input.accountIds.includes(id)), {
    message: 'An own text is only for an account the post goes to',
    path: ['overrides'],
  });
export type SocialPostInput = z.input<typeof socialPostInputSchema>;

/** POST /api/social/generate: posts written for the chosen networks; counts as one generation. */
export const generateSocialSchema = z.object({
  topic: required('Please enter a topic').max(200, 'A topic has at most 200 characters'),
  networks: z
    .array(z.enum(socialNetworks), { error: socialMessages.platformRequired })
    .min(1, socialMessages.platformRequired)
    .max(socialNetworks.length),
});
export type GenerateSocialInput = z.input<typeof generateSocialSchema>;
export interface GeneratedSocialPost {
  network: SocialNetwork;
  content: string;
}

/** GET /api/social/networks: how each network connects here, and whether it can. */
export interface SocialNetworkInfo {
  id: SocialNetwork;
  label: string;
  connectWith: 'oauth' | 'instance' | 'app-password';
  /** False when the operator has not entered the network's app keys; `unavailableReason` says who can fix it. */
  available: boolean;
  unavailableReason: string | null;
  /** Whether Uplift publishes to it yet (the others connect and sync only). */
  publishes: boolean;
}

export type SocialAccountStatus = 'Connected' | 'Disconnected';

export interface SocialAccount {
  id: string;
  network: SocialNetwork;
  username: string;
  displayName: string;
  profileUrl: string | null;
  status: SocialAccountStatus;
  /** Why it is disconnected: the user's own choice, or the network refused its authorisation. */
  statusReason: string | null;
  lastSync: string | null;
  /** The post length this account allows (a Mastodon server sets its own). */
  characterLimit: number;
  publishes: boolean;
}

/** Draft without a time, Scheduled with one, then the publishing's own states. */
export const socialPostStatuses = ['Draft', 'Scheduled', 'Publishing', 'Published', 'Partly published', 'Failed'] as const;
export type SocialPostStatus = (typeof socialPostStatuses)[number];

export type SocialTargetStatus = 'Pending' | 'Publishing' | 'Published' | 'Failed';

/** null: not synced yet, or the network does not expose that figure ('—' on screen). */
export interface SocialMetrics {
  likes: number | null;
  comments: number | null;
  shares: number | null;
  impressions: number | null;
}

export interface SocialPostTarget {
  accountId: string;
  network: SocialNetwork;
  username: string;
  /** The account's own text, when it differs from the post's. */
  override: string | null;
  status: SocialTargetStatus;
  url: string | null;
  error: string | null;
  publishedAt: string | null;
  metrics: SocialMetrics | null;
}

export interface SocialPostView {
  id: string;
  content: string;
  media: Array<PostMedia & { url: string; kind: SocialMediaKind }>;
  status: SocialPostStatus;
  scheduledAt: string | null;
  publishedAt: string | null;
  createdAt: string;
  authorName: string | null;
  targets: SocialPostTarget[];
  /** The sum over the targets once any has synced, else null. */
  engagement: SocialMetrics | null;
}

/** GET /api/social/engagement: mentions of and replies to the connected accounts. */
export interface SocialEngagementItem {
  id: string;
  kind: 'mention' | 'reply';
  user: string;
  userUrl: string | null;
  message: string;
  platform: SocialNetwork;
  accountUsername: string;
  time: string;
  /** The original on its network. */
  url: string;
  /** Our post it answers, when it answers one. */
  postId: string | null;
}

export interface SocialFigures {
  posts: number;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  impressions: number | null;
}

/** GET /api/social/analytics (Social analytics: Professional and up): synced figures per account, per post and per day. */
export interface SocialAnalytics {
  days: number;
  totals: SocialFigures;
  accounts: Array<
    SocialFigures & {
      accountId: string;
      network: SocialNetwork;
      username: string;
      series: Array<{ day: string; likes: number; comments: number; shares: number }>;
    }
  >;
  posts: Array<{
    postId: string;
    network: SocialNetwork;
    username: string;
    excerpt: string;
    publishedAt: string;
    url: string | null;
    metrics: SocialMetrics | null;
  }>;
}

/** GET /api/social/best-times: the weekday and hour the workspace's own published posts drew most engagement. */
export interface SocialBestTimes {
  timeZone: string;
  /** How many synced published posts it is based on. */
  basedOn: number;
  /** Fewer than this, and there is no best time to tell. */
  needed: number;
  best: { weekday: number; hour: number; averageEngagement: number } | null;
  slots: Array<{ weekday: number; hour: number; posts: number; averageEngagement: number }>;
}

export const socialAnalyticsNotOnPlan = 'Social analytics are part of the Professional and Enterprise plans.';

/** Most rows one CSV import takes. */
export const socialImportMaxRows = 1000;

/**
 * POST /api/social/imports: a CSV with a header row naming `content`, `networks` (network names or
 * @usernames of connected accounts, separated by commas or semicolons) and an optional `time`
 * (ISO 8601, or `YYYY-MM-DD HH:MM` in `timeZone`; empty for a draft). All rows are checked first:
 * with any error nothing is created and every row's error is reported.
 */
export const socialImportSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'Choose a CSV file')
    .max(1_000_000, 'The file is too large: import at most 1,000 posts at a time'),
  timeZone: z.string().trim().min(1).max(64).default('UTC'),
});
export type SocialImportInput = z.input<typeof socialImportSchema>;

export interface SocialImportRowError {
  /** The line in the file, the header being line 1. */
  line: number;
  message: string;
}

export interface SocialImportResult {
  created: number;
  scheduled: number;
  drafts: number;
}

export const socialImportMessages = {
  imported: (count: number) => `${count} post${count === 1 ? '' : 's'} imported`,
  rowsFailed: (count: number) =>
    `${count} row${count === 1 ? ' has an error' : 's have errors'}: nothing was imported. Fix ${count === 1 ? 'it' : 'them'} and import the file again.`,
  importFailed: 'Failed to import posts',
  noRows: 'The file has no posts: it needs a header row and at least one row below it.',
  tooManyRows: 'Import at most 1,000 posts at a time.',
  missingColumns: 'The first row must name the columns content and networks (and time, optionally).',
} as const;
