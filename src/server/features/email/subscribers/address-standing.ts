import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailListMembers, subscribers } from '../schema';

/**
 * What Email Marketing knows of addresses, for another area that mails them (Outreach): those whose
 * person left or cannot be reached (unsubscribed from a list, bounced, complained), in lower case, so
 * they are not mailed from Uplift at all.
 */
export async function emailRefusedAddresses(db: Database, workspaceId: string, addresses: readonly string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const lower = [...new Set(addresses.map((address) => address.toLowerCase()))];
  const refused = await db
    .selectDistinct({ email: sql<string>`lower(${subscribers.email})` })
    .from(subscribers)
    .leftJoin(emailListMembers, eq(emailListMembers.subscriberId, subscribers.id))
    .where(
      and(
        eq(subscribers.workspaceId, workspaceId),
        inArray(sql`lower(${subscribers.email})`, lower),
        or(isNotNull(subscribers.suppression), inArray(emailListMembers.status, ['unsubscribed', 'bounced', 'complained'])),
      ),
    );
  return new Set(refused.map((row) => row.email));
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
