import { and, eq, inArray } from 'drizzle-orm';
import { emailMessages } from '@/shared/email/email';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { ServiceError } from '../../../lib/service-error';
import type { CampaignRow } from '../campaigns/campaign-view';
import { emailCampaigns } from '../schema';
import { monthlyUse } from './monthly-sends';
import type { SegmentsService } from '../segments/segments-service';
import type { EmailSettingsService } from '../settings/email-settings';
import { resolveRecipients } from './recipients';

/**
 * Starts a draft or scheduled campaign: the law's postal address is set, its recipients are
 * resolved into the ledger, and they fit in the plan's e-mails a month (Email campaigns: 1,000 /
 * 10,000 / unlimited). All of it at once, or nothing.
 */
export class CampaignLauncher {
  constructor(
    private readonly deps: { db: Database; entitlements: Entitlements; segments: SegmentsService; settings: EmailSettingsService },
  ) {}

  async launch(campaign: CampaignRow, allowance: { workspaceId: string; isAdmin: boolean }): Promise<void> {
    const settings = await this.deps.settings.of(campaign.workspaceId);
    if (!settings.postalAddress.trim()) throw new ServiceError(400, 'POSTAL_ADDRESS_NEEDED', emailMessages.postalAddressNeeded);
    if (!campaign.listId) throw new ServiceError(400, 'VALIDATION_FAILED', emailMessages.listRequired);
    const listId = campaign.listId;
    const segment = await this.deps.segments.choice(campaign.workspaceId, campaign.segmentId);
    const entitlement = await this.deps.entitlements.of(allowance);
    await this.deps.db.transaction(async (tx) => {
      // Counted before this campaign's own rows are written, which would count as waiting.
      const used = await monthlyUse(tx, campaign.workspaceId);
      // The row as it is now: an edit since it was read (its list, its segment) is what goes.
      const [started] = await tx
        .update(emailCampaigns)
        .set({ status: 'sending', startedAt: new Date(), error: null, updatedAt: new Date() })
        .where(
          and(
            eq(emailCampaigns.id, campaign.id),
            eq(emailCampaigns.listId, listId),
            inArray(emailCampaigns.status, ['draft', 'scheduled']),
          ),
        )
        .returning();
      if (!started) throw new ServiceError(409, 'CAMPAIGN_SENT', emailMessages.notSendable);
      if (started.segmentId !== campaign.segmentId)
        throw new ServiceError(409, 'CAMPAIGN_NOT_EDITABLE', 'The campaign changed while it was starting. Send it again.');
      const recipients = await resolveRecipients(
        tx,
        { id: started.id, workspaceId: started.workspaceId, listId, abSharePercent: started.abTest?.sharePercent ?? null },
        segment.condition,
      );
      if (recipients === 0) throw new ServiceError(409, 'NOTHING_TO_SEND', emailMessages.nothingToSend);
      entitlement.requireFeatureRoom('email_campaigns', used, recipients, sendLimitMessage(recipients));
      await tx.update(emailCampaigns).set({ recipients }).where(eq(emailCampaigns.id, campaign.id));
    });
  }
}

function sendLimitMessage(recipients: number): string {
  return `This campaign goes to ${recipients.toLocaleString('en-US')} people, more than your plan's emails left this month. Upgrade to send it.`;
}
