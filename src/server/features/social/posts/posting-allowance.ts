import { and, count, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { startOfMonth, type UsageCounter } from '../../../usage/meter';
import { socialPosts, socialRemovedPosts } from '../schema';

/**
 * Social posting (the catalogue's 3 / unlimited / unlimited, the plans' `socialPosts`): a post counts
 * once, however many accounts it goes to, from the moment it is published or scheduled. This month's
 * figure is the posts that went out this month (UTC) and those still waiting to go, whatever their
 * time: no calendar month sends more than the plan's number, and cancelling a scheduled post (back to
 * a draft) frees its place. Drafts never count; a post that went out still counts once deleted.
 */
export const socialPostsCounter: UsageCounter = {
  key: 'socialPosts',
  async count(db, workspaceId) {
    const [row] = await db
      .select({ value: count() })
      .from(socialPosts)
      .where(
        and(
          eq(socialPosts.workspaceId, workspaceId),
          ne(socialPosts.status, 'draft'),
          or(
            inArray(socialPosts.status, ['scheduled', 'publishing']),
            sql`coalesce(${socialPosts.scheduledAt}, ${socialPosts.publishedAt}, ${socialPosts.createdAt}) >= ${startOfMonth().toISOString()}::timestamptz`,
          ),
        ),
      );
    const [removed] = await db
      .select({ value: count() })
      .from(socialRemovedPosts)
      .where(and(eq(socialRemovedPosts.workspaceId, workspaceId), gte(socialRemovedPosts.wentOutAt, startOfMonth())));
    return (row?.value ?? 0) + (removed?.value ?? 0);
  },
};
