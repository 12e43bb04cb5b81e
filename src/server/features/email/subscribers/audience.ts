import { and, countDistinct, eq, gte } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailListMembers } from '../schema';

/** The workspace's subscribed people (on at least one list), and how many of them joined since `since`. */
export async function audienceFigures(db: Database, workspaceId: string, since: Date): Promise<{ total: number; joinedSince: number }> {
  const subscribed = and(eq(emailListMembers.workspaceId, workspaceId), eq(emailListMembers.status, 'subscribed'));
  const [[total], [recent]] = await Promise.all([
    db
      .select({ value: countDistinct(emailListMembers.subscriberId) })
      .from(emailListMembers)
      .where(subscribed),
    db
      .select({ value: countDistinct(emailListMembers.subscriberId) })
      .from(emailListMembers)
      .where(and(subscribed, gte(emailListMembers.joinedAt, since))),
  ]);
  return { total: total?.value ?? 0, joinedSince: recent?.value ?? 0 };
}
