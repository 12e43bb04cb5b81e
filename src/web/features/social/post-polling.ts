import type { SocialPostView } from '@/shared/social/social';

/** How often a post that is going out is asked about. */
export const pollInterval = 3_000;
/** A scheduled post this close to its time (or past it) is about to go out. */
const aboutToPublish = 60_000;
/** setTimeout's largest delay; a later post is looked at again by then. */
const longestDelay = 2_147_483_647;

/**
 * When to ask for the posts again: every 3 s while any is Publishing or Scheduled within the next
 * minute, else once the next scheduled post comes within that minute; false when none is pending.
 */
export function nextPollDelay(posts: readonly SocialPostView[] | undefined, now: number): number | false {
  let soonest = Infinity;
  for (const post of posts ?? []) {
    if (post.status === 'Publishing') return pollInterval;
    if (post.status === 'Scheduled' && post.scheduledAt) soonest = Math.min(soonest, new Date(post.scheduledAt).getTime());
  }
  if (soonest === Infinity) return false;
  const untilWindow = soonest - aboutToPublish - now;
  return untilWindow <= 0 ? pollInterval : Math.min(Math.max(untilWindow, pollInterval), longestDelay);
}

/** Whether any post is on its way out now (the accounts may change with it: a refused one disconnects). */
export const isPublishing = (posts: readonly SocialPostView[] | undefined) => posts?.some((post) => post.status === 'Publishing') ?? false;
