import { type SQL, and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { csvText } from '@/shared/csv-text';
import { emailListMembers, emailLists, subscribers } from '../schema';

const pageSize = 2000;

/**
 * The subscribers a condition selects, as CSV, a page at a time (keyset on id), so a list of any
 * size streams without being held in memory.
 */
export async function* subscribersCsv(db: Database, where: SQL | undefined): AsyncGenerator<string> {
  yield csvText([['email', 'name', 'tier', 'source', 'lists', 'consent_at', 'created_at', 'attributes']]);
  let after: string | null = null;
  for (;;) {
    const rows: Array<typeof subscribers.$inferSelect> = await db
      .select()
      .from(subscribers)
      .where(and(where, after ? gt(subscribers.id, after) : undefined))
      .orderBy(asc(subscribers.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    const memberships = await db
      .select({ subscriberId: emailListMembers.subscriberId, status: emailListMembers.status, list: emailLists.name })
      .from(emailListMembers)
      .innerJoin(emailLists, eq(emailLists.id, emailListMembers.listId))
      .where(
        inArray(
          emailListMembers.subscriberId,
          rows.map((row) => row.id),
        ),
      );
    yield csvText(
      rows.map((row) => [
        row.email,
        row.name,
        row.tier,
        row.source,
        memberships
          .filter((membership) => membership.subscriberId === row.id)
          .map((membership) => `${membership.list} (${membership.status})`)
          .join('; '),
        row.consentAt,
        row.createdAt,
        row.attributes,
      ]),
      { neutraliseFormulas: true },
    );
    after = rows.at(-1)!.id;
    if (rows.length < pageSize) return;
  }
}
