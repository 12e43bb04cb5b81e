import { type SocialEngagementItem, socialNetworkLabels } from '@/shared/social/social';
import { timeAgo } from '@/web/lib/time-ago';
import { formatDate } from '@/shared/date-format';

// How the Engagement tab writes a mention or reply: who, where, and when in the user's time zone.

/** 'Mention' or 'Reply'; a reply to one of our posts links to it. */
export const engagementKindLabels: Record<SocialEngagementItem['kind'], string> = { mention: 'Mention', reply: 'Reply' };

/** '5 minutes ago' to read, and 'Thursday, March 4, 2027 at 9:30 AM' (the browser's time zone) for its title. */
export function engagementTime(iso: string, now = Date.now()): { relative: string; full: string } {
  return { relative: timeAgo(iso, now), full: formatDate(iso, 'weekdayDateTime') };
}

/** The link to the original: 'View on Mastodon'. */
export function viewOnLabel(item: Pick<SocialEngagementItem, 'platform'>): string {
  return `View on ${socialNetworkLabels[item.platform]}`;
}
