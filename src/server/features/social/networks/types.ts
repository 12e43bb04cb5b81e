export type NetworkId = 'mastodon' | 'bluesky' | 'twitter' | 'linkedin' | 'facebook' | 'instagram' | 'tiktok' | 'youtube';

export interface MediaFile {
  data: Buffer;
  mimeType: string;
  altText?: string;
}

export interface PublishRequest {
  text: string;
  media: MediaFile[];
  /** The same for every attempt at one post: a retry must find the first attempt, never post twice. */
  idempotencyKey: string;
  /** When the post is dated (its scheduled time): also the same for every attempt. */
  datedAt: Date;
}

export interface PublishedPost {
  remoteId: string;
  url: string;
}

/** null: the network does not expose that figure */
export interface PostMetrics {
  likes: number | null;
  comments: number | null;
  shares: number | null;
  impressions: number | null;
}

export interface EngagementItem {
  remoteId: string;
  kind: 'mention' | 'reply';
  author: string;
  authorUrl: string | null;
  text: string;
  url: string;
  createdAt: Date;
  inReplyToRemoteId: string | null;
}

export type NetworkErrorKind = 'transient' | 'auth' | 'rejected';

/** transient: retry later (5xx, 429, network); auth: token revoked/expired, the account must reconnect; rejected: the network refused this post for good (validation), with its reason */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly kind: NetworkErrorKind,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/**
 * How long a post may be on each network, and how it is counted. Mastodon's is the instance's own
 * (GET /api/v2 instance), 500 being Mastodon's default; Bluesky counts graphemes, the others
 * characters. TikTok's and YouTube's are the caption and the video description.
 */
export const textLimits = {
  twitter: { maxLength: 280, counts: 'characters' },
  bluesky: { maxLength: 300, counts: 'graphemes' },
  mastodon: { maxLength: 500, counts: 'characters' },
  linkedin: { maxLength: 3000, counts: 'characters' },
  instagram: { maxLength: 2200, counts: 'characters' },
  facebook: { maxLength: 63_206, counts: 'characters' },
  tiktok: { maxLength: 2200, counts: 'characters' },
  youtube: { maxLength: 5000, counts: 'characters' },
} as const satisfies Record<NetworkId, { maxLength: number; counts: 'characters' | 'graphemes' }>;

/** Images a post may carry on each network (video is not published yet). */
export const imageRules = {
  twitter: { maxImages: 4, maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] },
  bluesky: { maxImages: 4, maxBytes: 1_000_000, types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
  mastodon: { maxImages: 4, maxBytes: 16 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif', 'image/heic'] },
  linkedin: { maxImages: 20, maxBytes: 10 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/gif'] },
  instagram: { maxImages: 10, maxBytes: 8 * 1024 * 1024, types: ['image/jpeg'] },
  facebook: { maxImages: 10, maxBytes: 10 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/gif', 'image/bmp', 'image/tiff'] },
  tiktok: { maxImages: 35, maxBytes: 20 * 1024 * 1024, types: ['image/jpeg', 'image/webp'] },
  youtube: { maxImages: 0, maxBytes: 0, types: [] },
} as const satisfies Record<NetworkId, { maxImages: number; maxBytes: number; types: readonly string[] }>;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The length of a text as `network` counts it against its limit. */
export function textLength(network: NetworkId, text: string): number {
  if (textLimits[network].counts === 'graphemes') return [...graphemes.segment(text)].length;
  return [...text].length;
}
