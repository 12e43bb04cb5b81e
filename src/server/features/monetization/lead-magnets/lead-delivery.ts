import { and, eq, isNull } from 'drizzle-orm';
import { leadMagnetLinkDays } from '@/shared/monetization/lead-magnets';
import type { Database } from '../../../db/database';
import type { DomainEvent, DomainEventSubscriber } from '../../../domain-events/domain-events';
import { escapeHtml } from '../../../lib/escape-html';
import type { Mailer } from '../../../mail/mailer';
import type { LeadTokens } from './lead-tokens';
import { monetizationLeadMagnets, monetizationLeads } from './schema';

interface JoinedData {
  listId?: string;
  subscriberId?: string;
  email?: string;
  source?: string | null;
  joinedAt?: string;
}

/**
 * A confirmed sign-up through a lead magnet's form (Email's list.joined, which happens after double
 * opt-in): the lead is counted once and the file, or the link, is sent once. Safe to run twice for
 * one event: the lead is unique per magnet and subscriber, and the delivery is claimed before it is sent.
 */
export class LeadDelivery {
  constructor(private readonly deps: { db: Database; tokens: LeadTokens; mailer: Mailer; publicUrl: string; now: () => Date }) {}

  subscriber(): DomainEventSubscriber {
    return { name: 'monetization-leads', handle: (event) => this.handle(event) };
  }

  private async handle(event: DomainEvent): Promise<void> {
    if (event.type !== 'list.joined') return;
    const data = event.data as JoinedData;
    const source = this.deps.tokens.readSource(data.source);
    if (!source || !data.subscriberId || !data.email) return;
    const [magnet] = await this.deps.db
      .select({ id: monetizationLeadMagnets.id, listId: monetizationLeadMagnets.listId })
      .from(monetizationLeadMagnets)
      .where(and(eq(monetizationLeadMagnets.id, source.magnetId), eq(monetizationLeadMagnets.workspaceId, event.workspaceId)));
    // A magnet deleted since, or a token of another workspace's magnet: no lead.
    if (!magnet || magnet.listId !== data.listId) return;
    await this.deps.db
      .insert(monetizationLeads)
      .values({
        workspaceId: event.workspaceId,
        magnetId: magnet.id,
        subscriberId: data.subscriberId,
        email: data.email,
        variant: source.variant,
        clickId: source.clickId,
        contentId: source.contentId,
        joinedAt: data.joinedAt ? new Date(data.joinedAt) : event.occurredAt,
      })
      .onConflictDoNothing();
    await this.deliver(magnet.id, data.subscriberId);
  }

  /** Sends the magnet to a lead who has not had it yet. */
  private async deliver(magnetId: string, subscriberId: string): Promise<void> {
    const [lead] = await this.deps.db
      .update(monetizationLeads)
      .set({ deliveredAt: this.deps.now() })
      .where(
        and(
          eq(monetizationLeads.magnetId, magnetId),
          eq(monetizationLeads.subscriberId, subscriberId),
          isNull(monetizationLeads.deliveredAt),
        ),
      )
      .returning({ id: monetizationLeads.id, email: monetizationLeads.email });
    if (!lead) return;
    try {
      await this.send(lead.id, lead.email);
    } catch (error) {
      // Claimed but not sent: let go, so the event's retry sends it.
      await this.deps.db.update(monetizationLeads).set({ deliveredAt: null }).where(eq(monetizationLeads.id, lead.id));
      throw error;
    }
  }

  /** The e-mail with the file's link (good for a week) or the magnet's link. */
  async send(leadId: string, email: string): Promise<void> {
    const [magnet] = await this.deps.db
      .select({ title: monetizationLeadMagnets.title, kind: monetizationLeadMagnets.kind, linkUrl: monetizationLeadMagnets.linkUrl })
      .from(monetizationLeads)
      .innerJoin(monetizationLeadMagnets, eq(monetizationLeadMagnets.id, monetizationLeads.magnetId))
      .where(eq(monetizationLeads.id, leadId));
    if (!magnet) return;
    const link =
      magnet.kind === 'link' && magnet.linkUrl
        ? magnet.linkUrl
        : `${this.deps.publicUrl}/l/file/${this.deps.tokens.fileToken(leadId, this.deps.now().getTime())}`;
    const validity = magnet.kind === 'file' ? ` The link works for ${leadMagnetLinkDays} days.` : '';
    await this.deps.mailer.send({
      to: email,
      subject: `Here is ${magnet.title}`,
      text: `Thank you for confirming. Here is ${magnet.title}:\n\n${link}\n${validity}`,
      html: `<p>Thank you for confirming. Here is <strong>${escapeHtml(magnet.title)}</strong>:</p><p><a href="${escapeHtml(link)}">Get ${escapeHtml(magnet.title)}</a></p>${validity ? `<p>${escapeHtml(validity.trim())}</p>` : ''}`,
      link,
    });
  }

  /** The lead an expired link named, to send a new one to the address it was sent to. */
  async leadOf(leadId: string): Promise<{ id: string; email: string } | null> {
    const [lead] = await this.deps.db
      .select({ id: monetizationLeads.id, email: monetizationLeads.email })
      .from(monetizationLeads)
      .where(eq(monetizationLeads.id, leadId));
    return lead ?? null;
  }
}
