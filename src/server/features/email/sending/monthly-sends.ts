import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { startOfMonth } from '../../../usage/meter';
import { emailMonthlySends, emailSends } from '../schema';

type Executor = Pick<Database, 'insert' | 'select'>;

const thisMonth = () => startOfMonth().toISOString().slice(0, 10);

/** Adds e-mails just sent to the workspace's month. */
export async function countSent(db: Executor, workspaceId: string, sent: number): Promise<void> {
  if (sent <= 0) return;
  await db
    .insert(emailMonthlySends)
    .values({ workspaceId, month: thisMonth(), sent })
    .onConflictDoUpdate({
      target: [emailMonthlySends.workspaceId, emailMonthlySends.month],
      set: { sent: sql`${emailMonthlySends.sent} + ${sent}` },
    });
}

/** What the month's allowance has used: e-mails sent this month, and those waiting in campaigns under way. */
export async function monthlyUse(db: Executor, workspaceId: string): Promise<number> {
  const [[sent], [waiting]] = await Promise.all([
    db
      .select({ value: emailMonthlySends.sent })
      .from(emailMonthlySends)
      .where(and(eq(emailMonthlySends.workspaceId, workspaceId), eq(emailMonthlySends.month, thisMonth()))),
    db
      .select({ value: count() })
      .from(emailSends)
      .where(and(eq(emailSends.workspaceId, workspaceId), inArray(emailSends.status, ['pending', 'held', 'sending']))),
  ]);
  return (sent?.value ?? 0) + (waiting?.value ?? 0);
}
