import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailListMembers, subscribers } from '../schema';

/**
 * What Email Marketing knows of an address, for another area that mails it (Outreach): whether the
 * person left or cannot be reached (unsubscribed from a list, bounced, complained), so they are not
 * mailed from Uplift at all.
 */
export async function emailRefusesAddress(db: Database, workspaceId: string, address: string): Promise<boolean> {
  const [refused] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .leftJoin(emailListMembers, eq(emailListMembers.subscriberId, subscribers.id))
    .where(
      and(
        eq(subscribers.workspaceId, workspaceId),
        sql`lower(${subscribers.email}) = ${address.toLowerCase()}`,
        or(isNotNull(subscribers.suppression), inArray(emailListMembers.status, ['unsubscribed', 'bounced', 'complained'])),
      ),
    )
    .limit(1);
  return refused !== undefined;
}

/** An unsubscribe from another area's mail leaves every list of the workspace too; answers how many it left. */
export async function unsubscribeAddress(db: Database, workspaceId: string, address: string): Promise<number> {
  const left = await db
    .update(emailListMembers)
    .set({ status: 'unsubscribed', updatedAt: new Date() })
    .where(
      and(
        eq(emailListMembers.workspaceId, workspaceId),
        inArray(emailListMembers.status, ['subscribed', 'unconfirmed']),
        inArray(
          emailListMembers.subscriberId,
          db
            .select({ id: subscribers.id })
            .from(subscribers)
            .where(and(eq(subscribers.workspaceId, workspaceId), sql`lower(${subscribers.email}) = ${address.toLowerCase()}`)),
        ),
      ),
    )
    .returning({ subscriberId: emailListMembers.subscriberId });
  return left.length;
}
