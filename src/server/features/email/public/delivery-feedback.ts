import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { isUuid } from '../../../lib/ids';
import { emailListMembers, emailSends, subscribers } from '../schema';

export type Feedback = 'bounced' | 'complained';

/**
 * What a mail provider reports after delivery: a permanent bounce or a spam complaint suppresses the
 * address, on every list, so it is never sent to again. The message's id (`<sendId@host>`, set on
 * every campaign message) names the workspace; without it, every workspace keeping the address
 * suppresses it, as a shared suppression list does.
 */
export class DeliveryFeedback {
  constructor(private readonly db: Database) {}

  async record(kind: Feedback, email: string, messageId: string | undefined): Promise<void> {
    const candidate = /^<?([0-9a-f-]{36})@/i.exec(messageId?.trim() ?? '')?.[1];
    const sendId = candidate && isUuid(candidate) ? candidate : undefined;
    const [send] = sendId
      ? await this.db.select({ subscriberId: emailSends.subscriberId }).from(emailSends).where(eq(emailSends.id, sendId))
      : [];
    const people = send?.subscriberId
      ? [send.subscriberId]
      : (
          await this.db
            .select({ id: subscribers.id })
            .from(subscribers)
            .where(sql`lower(${subscribers.email}) = ${email.trim().toLowerCase()}`)
        ).map((row) => row.id);
    if (people.length === 0) return;
    const now = new Date();
    await this.db.transaction(async (tx) => {
      // A complaint outranks a bounce: it says the person does not want the mail.
      const overrides = kind === 'complained' ? undefined : sql`${subscribers.suppression} is distinct from 'complained'`;
      await tx
        .update(subscribers)
        .set({ suppression: kind, suppressedAt: now })
        .where(and(inArray(subscribers.id, people), overrides));
      await tx
        .update(emailListMembers)
        .set({ status: kind, updatedAt: now })
        .where(
          and(
            inArray(emailListMembers.subscriberId, people),
            kind === 'complained' ? undefined : sql`${emailListMembers.status} <> 'complained'`,
          ),
        );
      if (sendId && kind === 'bounced')
        await tx
          .update(emailSends)
          .set({ status: 'bounced', error: 'Bounced after delivery' })
          .where(and(eq(emailSends.id, sendId), eq(emailSends.status, 'sent')));
    });
  }
}
