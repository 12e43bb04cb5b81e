import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { DomainEvents } from '../../../domain-events/domain-events';
import { emailCampaigns, emailLinkClicks, emailLinks, emailListMembers, emailSends, subscribers } from '../schema';

/** Opens, clicks and unsubscribes from the signed links of sent messages; each counts once per recipient. */
export class TrackingService {
  constructor(
    private readonly db: Database,
    /** Tells webhooks and workflows who left a list. */
    private readonly events: Pick<DomainEvents, 'emit'>,
  ) {}

  async open(sendId: string): Promise<void> {
    const [first] = await this.db
      .update(emailSends)
      .set({ openedAt: new Date() })
      .where(and(eq(emailSends.id, sendId), isNull(emailSends.openedAt)))
      .returning({ campaignId: emailSends.campaignId });
    if (first) await this.count(first.campaignId, 'opens');
  }

  /** The link's destination, or null when the link is not the send's campaign's. A click is an open too (images blocked). */
  async click(sendId: string, linkId: string): Promise<string | null> {
    const [target] = await this.db
      .select({ url: emailLinks.url, campaignId: emailSends.campaignId, openedAt: emailSends.openedAt, clickedAt: emailSends.clickedAt })
      .from(emailSends)
      .innerJoin(emailLinks, and(eq(emailLinks.id, linkId), eq(emailLinks.campaignId, emailSends.campaignId)))
      .where(eq(emailSends.id, sendId));
    if (!target) return null;
    await this.db.insert(emailLinkClicks).values({ sendId, linkId }).onConflictDoNothing();
    if (!target.openedAt) await this.open(sendId);
    if (!target.clickedAt) {
      const [first] = await this.db
        .update(emailSends)
        .set({ clickedAt: new Date() })
        .where(and(eq(emailSends.id, sendId), isNull(emailSends.clickedAt)))
        .returning({ campaignId: emailSends.campaignId });
      if (first) await this.count(first.campaignId, 'clicks');
    }
    return target.url;
  }

  /** Leaves the list (whatever the status was, short of a bounce or complaint); false when there was nothing to leave. */
  async unsubscribe(listId: string, subscriberId: string, sendId: string | null): Promise<boolean> {
    const [left] = await this.db
      .update(emailListMembers)
      .set({ status: 'unsubscribed', updatedAt: new Date() })
      .where(
        and(
          eq(emailListMembers.listId, listId),
          eq(emailListMembers.subscriberId, subscriberId),
          inArray(emailListMembers.status, ['subscribed', 'unconfirmed']),
        ),
      )
      .returning({ listId: emailListMembers.listId, workspaceId: emailListMembers.workspaceId, at: emailListMembers.updatedAt });
    if (left) {
      const [person] = await this.db.select({ email: subscribers.email }).from(subscribers).where(eq(subscribers.id, subscriberId));
      await this.events.emit(left.workspaceId, 'subscriber.unsubscribed', {
        id: subscriberId,
        email: person?.email ?? null,
        listId,
        unsubscribedAt: left.at.toISOString(),
      });
    }
    if (sendId)
      await this.db
        .update(emailSends)
        .set({ unsubscribedAt: new Date() })
        .where(and(eq(emailSends.id, sendId), isNull(emailSends.unsubscribedAt)));
    return Boolean(left);
  }

  private async count(campaignId: string, what: 'opens' | 'clicks'): Promise<void> {
    const column = what === 'opens' ? emailCampaigns.uniqueOpens : emailCampaigns.uniqueClicks;
    await this.db
      .update(emailCampaigns)
      .set(what === 'opens' ? { uniqueOpens: sql`${column} + 1` } : { uniqueClicks: sql`${column} + 1` })
      .where(eq(emailCampaigns.id, campaignId));
  }
}
