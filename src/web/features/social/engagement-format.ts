import { type SocialEngagementItem, socialNetworkLabels } from '@/shared/social/social';
import { timeAgo } from '@/web/lib/time-ago';
import { builtOnFirstUse } from '@/web/lib/built-on-first-use';

// How the Engagement tab writes a mention or reply: who, where, and when in the user's time zone.

/** 'Mention' or 'Reply'; a reply to one of our posts links to it. */
export const engagementKindLabels: Record<SocialEngagementItem['kind'], string> = { mention: 'Mention', reply: 'Reply' };

const fullDate = builtOnFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short' }));

/** '5 minutes ago' to read, and 'Thursday, March 4, 2027 at 9:30 AM' (the browser's time zone) for its title. */
export function engagementTime(iso: string, now = Date.now()): { relative: string; full: string } {
  return { relative: timeAgo(iso, now), full: fullDate().format(new Date(iso)) };
}

/** The link to the original: 'View on Mastodon'. */
export function viewOnLabel(item: Pick<SocialEngagementItem, 'platform'>): string {
  return `View on ${socialNetworkLabels[item.platform]}`;
}
