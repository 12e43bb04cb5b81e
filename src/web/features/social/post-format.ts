import {
  type SocialAccount,
  type SocialMetrics,
  type SocialNetwork,
  type SocialPostStatus,
  type SocialPostView,
  type SocialTargetStatus,
  socialMessages,
} from '@/shared/social/social';
import { timeAgo } from '@/web/lib/time-ago';
import { formatNumber } from '@/shared/number-format';
import { formatDate } from '@/shared/date-format';

// How the social screen writes its statuses, times and figures; '—' stands for "not measured", never zero.

const notMeasured = '—';

type StatusTone = 'gray' | 'blue' | 'yellow' | 'green' | 'red';

export const postStatusTones: Record<SocialPostStatus, StatusTone> = {
  Draft: 'gray',
  Scheduled: 'blue',
  Publishing: 'yellow',
  Published: 'green',
  'Partly published': 'yellow',
  Failed: 'red',
};

export const targetStatusTones: Record<SocialTargetStatus, StatusTone> = {
  Pending: 'gray',
  Publishing: 'yellow',
  Published: 'green',
  Failed: 'red',
};

/** A count, or '—' when the network has not given it (yet). */
export function formatMetric(value: number | null | undefined): string {
  return value === null || value === undefined ? notMeasured : formatNumber(value);
}

type EngagementFigures = Record<'likes' | 'comments' | 'shares', string>;

export function engagementFigures(metrics: SocialMetrics | null): EngagementFigures {
  return { likes: formatMetric(metrics?.likes), comments: formatMetric(metrics?.comments), shares: formatMetric(metrics?.shares) };
}

/** "Mar 4, 2027, 9:30 AM" in the browser's time zone. */
export function formatDateTime(iso: string): string {
  return formatDate(iso, 'dateTime');
}

/** "9:30 AM" in the browser's time zone. */
export function formatTime(iso: string): string {
  return formatDate(iso, 'time');
}

/** The post's time line: when it went out, when it will (or began to: Publish now is Publishing at once), or when it was written. */
export function postTimeText(post: Pick<SocialPostView, 'status' | 'scheduledAt' | 'publishedAt' | 'createdAt'>): string {
  if (post.publishedAt) return `Published ${formatDateTime(post.publishedAt)}`;
  if (post.scheduledAt && post.status === 'Publishing') return `Publishing since ${formatDateTime(post.scheduledAt)}`;
  if (post.scheduledAt) return `${post.status === 'Scheduled' ? 'Scheduled for' : 'Planned for'} ${formatDateTime(post.scheduledAt)}`;
  return `Created ${formatDateTime(post.createdAt)}`;
}

/** 'Just now', '5 minutes ago', or 'Never' for an account not synced since it connected or after a disconnect. */
export function lastSyncText(account: Pick<SocialAccount, 'lastSync'>, now = Date.now()): string {
  return account.lastSync ? timeAgo(account.lastSync, now, socialMessages.justNow) : 'Never';
}

/** What may be done with a post: drafts and scheduled posts change, a scheduled one can be cancelled. */
export function postActions(status: SocialPostStatus) {
  return {
    edit: status === 'Draft' || status === 'Scheduled',
    cancel: status === 'Scheduled',
    remove: status === 'Draft' || status === 'Failed' || status === 'Published' || status === 'Partly published',
  };
}

/** Networks whose accounts are known by a name (a LinkedIn member, a Facebook Page, a YouTube channel), not an @handle. */
const namedNetworks: ReadonlySet<SocialNetwork> = new Set(['linkedin', 'facebook', 'youtube']);

/** How an account is written on screen: its name, or its handle with one '@' however the network wrote it ('name', '@name' or Mastodon's 'name@server'). */
export function accountName(account: { network: SocialNetwork; username: string }): string {
  const { network, username } = account;
  if (namedNetworks.has(network) || username.startsWith('@')) return username;
  return `@${username}`;
}
