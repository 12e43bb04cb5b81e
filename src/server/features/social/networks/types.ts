import type { SocialNetwork } from '@/shared/social/social';

export type NetworkId = SocialNetwork;

export interface MediaFile {
  data: Buffer;
  mimeType: string;
  altText?: string;
  /** A public, signed address of the image for a few hours, for networks that fetch images themselves (Instagram, TikTok). */
  url: string;
}

/** A post's video, read from storage a piece at a time rather than held whole. */
export interface VideoFile {
  mimeType: string;
  size: number;
  /** The bytes in order; every piece but the last is a whole number of 256 KiB blocks (what resumable uploads take). */
  pieces(): AsyncIterable<Buffer>;
}

export interface PublishRequest {
  text: string;
  /** The post's images; empty when it has a video instead. */
  media: MediaFile[];
  video?: VideoFile;
  /** The same for every attempt at one post: a retry must find the first attempt, never post twice. */
  idempotencyKey: string;
  /** When the post is dated (its scheduled time): also the same for every attempt. */
  datedAt: Date;
  /** The post it answers (a reply to a mention social listening found). */
  replyTo?: ReplyTarget;
}

/** A Bluesky record as a reply names it. */
export interface StrongRef {
  uri: string;
  cid: string;
}

/** Mastodon's status id on the replying account's own instance, or Bluesky's thread root and parent. */
export type ReplyTarget = { network: 'mastodon'; statusId: string } | { network: 'bluesky'; root: StrongRef; parent: StrongRef };

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
    /** The request may have reached the network before the failure (a timeout, a lost connection). */
    readonly maybeDelivered = false,
  ) {
    super(message);
  }
}

export { imageRules, textLength, textLimits, youtubeVideoText } from '@/shared/social/social';
