import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { emailMessages } from '@/shared/email';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { ServiceError } from '../../../lib/service-error';
import { startOfMonth } from '../../../usage/meter';
import type { CampaignRow } from '../campaigns/campaign-view';
import { emailCampaigns, emailSends } from '../schema';
import type { SegmentsService } from '../segments/segments-service';
import type { EmailSettingsService } from '../settings/email-settings';
import { resolveRecipients } from './recipients';

/**
 * Starts a draft or scheduled campaign: the law's postal address is set, its recipients are
 * resolved into the ledger, and they fit in the plan's e-mails a month (Email campaigns: 1,000 /
 * 10,000 / unlimited). All of it at once, or nothing.
 */
export class CampaignLauncher {
  constructor(private readonly deps: { db: Database; entitlements: Entitlements; segments: SegmentsService; settings: EmailSettingsService }) {}

  async launch(campaign: CampaignRow, allowance: { workspaceId: string; isAdmin: boolean }): Promise<void> {
    const settings = await this.deps.settings.of(campaign.workspaceId);
    if (!settings.postalAddress.trim()) throw new ServiceError(400, 'POSTAL_ADDRESS_NEEDED', emailMessages.postalAddressNeeded);
    if (!campaign.listId) throw new ServiceError(400, 'VALIDATION_FAILED', emailMessages.listRequired);
    const listId = campaign.listId;
    const segment = await this.deps.segments.choice(campaign.workspaceId, campaign.segmentId);
    const entitlement = await this.deps.entitlements.of(allowance);
    await this.deps.db.transaction(async (tx) => {
      const [started] = await tx
        .update(emailCampaigns)
        .set({ status: 'sending', startedAt: new Date(), error: null, updatedAt: new Date() })
        .where(and(eq(emailCampaigns.id, campaign.id), inArray(emailCampaigns.status, ['draft', 'scheduled'])))
        .returning({ id: emailCampaigns.id });
      if (!started) throw new ServiceError(409, 'CAMPAIGN_SENT', emailMessages.notSendable);
      const recipients = await resolveRecipients(
        tx,
        { id: campaign.id, workspaceId: campaign.workspaceId, listId, abSharePercent: campaign.abTest?.sharePercent ?? null },
        segment.condition,
      );
      if (recipients === 0) throw new ServiceError(409, 'NOTHING_TO_SEND', emailMessages.nothingToSend);
      const [sent] = await tx
        .select({ value: count() })
        .from(emailSends)
        .where(and(eq(emailSends.workspaceId, allowance.workspaceId), eq(emailSends.status, 'sent'), gte(emailSends.sentAt, startOfMonth())));
      entitlement.requireFeatureRoom('email_campaigns', sent?.value ?? 0, recipients, sendLimitMessage(recipients));
      await tx.update(emailCampaigns).set({ recipients }).where(eq(emailCampaigns.id, campaign.id));
    });
  }
}

function sendLimitMessage(recipients: number): string {
  return `This campaign goes to ${recipients.toLocaleString('en-US')} people, more than your plan's emails left this month. Upgrade to send it.`;
}
