import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { emailLists } from '../schema';

/** The workspace's lists by id, with their opt-in: for another area that signs people up to one (lead magnets). */
export async function emailListsOf(db: Database, workspaceId: string): Promise<Map<string, { name: string; optIn: 'single' | 'double' }>> {
  const rows = await db
    .select({ id: emailLists.id, name: emailLists.name, optIn: emailLists.optIn })
    .from(emailLists)
    .where(eq(emailLists.workspaceId, workspaceId));
  return new Map(rows.map((row) => [row.id, { name: row.name, optIn: row.optIn }]));
}
