import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { mailOutbox } from '../mail/schema';

/** The newest message the outbox holds for `to`, with the first link in its text. */
export async function lastMailTo(db: Database, to: string): Promise<{ subject: string; text: string; link: string } | undefined> {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
  if (!mail) return undefined;
  return { subject: mail.subject, text: mail.text, link: mail.text.match(/https?:\/\/\S+/)?.[0] ?? '' };
}

export async function mailCountTo(db: Database, to: string): Promise<number> {
  return (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, to))).length;
}
