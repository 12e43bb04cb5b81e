import { and, eq } from 'drizzle-orm';
import type { EmailCampaign } from '@/shared/email/email';
import type { Database } from '../../../db/database';
import { ServiceError } from '../../../lib/service-error';
import type { BulkTransport } from '../../../mail/bulk-transport';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { PublicLinks } from '../compose/public-links';
import { emailCampaigns } from '../schema';
import type { CampaignLauncher } from '../sending/campaign-launcher';
import { CampaignMessage } from '../sending/campaign-message';
import type { CampaignQueue } from '../sending/campaign-queue';
import type { EmailSettingsService } from '../settings/email-settings';
import type { SenderSmtpService } from '../settings/sender-smtp';
import type { CampaignsService } from './campaigns-service';

/** The nil uuid: a test message's unsubscribe link names no subscriber, and its page says so. */
export const testSubscriberId = '00000000-0000-0000-0000-000000000000';

/** What a campaign does besides being edited: a test to oneself, send now, pause and resume. */
export class CampaignActions {
  constructor(
    private readonly deps: {
      db: Database;
      campaigns: CampaignsService;
      launcher: CampaignLauncher;
      queue: CampaignQueue;
      settings: EmailSettingsService;
      links: PublicLinks;
      transports: Pick<SenderSmtpService, 'transportFor'>;
      publicUrl: string;
    },
  ) {}

  /** The message as a recipient gets it, to the viewer's own address, without tracking. */
  async sendTest(viewer: Viewer, id: string): Promise<{ to: string }> {
    const campaign = await this.deps.campaigns.owned(viewer.workspaceId, id);
    const message = await CampaignMessage.prepare(this.deps, campaign);
    let transport: BulkTransport | null = null;
    try {
      transport = await this.deps.transports.transportFor(viewer.workspaceId, 1);
      const [result] = await transport.send([
        message.for({
          sendId: null,
          subscriberId: testSubscriberId,
          email: viewer.email,
          name: viewer.fullName,
          attributes: {},
          variant: null,
          test: true,
        }),
      ]);
      if (result?.outcome !== 'sent') throw new ServiceError(502, 'MAIL_NOT_SENT', 'The mail server did not take the test message.');
    } finally {
      transport?.close();
    }
    return { to: viewer.email };
  }

  async send(viewer: Viewer, id: string): Promise<EmailCampaign> {
    const campaign = await this.deps.campaigns.owned(viewer.workspaceId, id);
    await this.deps.launcher.launch(campaign, allowanceOf(viewer));
    await this.deps.queue.enqueue(campaign.id);
    await this.deps.campaigns.tellTeam(viewer, `started sending the e-mail campaign “${campaign.name}”`);
    return this.deps.campaigns.single(viewer, await this.deps.campaigns.owned(viewer.workspaceId, id));
  }

  async pause(viewer: Viewer, id: string): Promise<EmailCampaign> {
    return this.move(viewer, id, 'sending', 'paused');
  }

  async resume(viewer: Viewer, id: string): Promise<EmailCampaign> {
    const campaign = await this.move(viewer, id, 'paused', 'sending');
    await this.deps.queue.enqueue(id);
    return campaign;
  }

  private async move(viewer: Viewer, id: string, from: 'sending' | 'paused', to: 'sending' | 'paused'): Promise<EmailCampaign> {
    const campaign = await this.deps.campaigns.owned(viewer.workspaceId, id);
    const [row] = await this.deps.db
      .update(emailCampaigns)
      .set({ status: to, updatedAt: new Date(), ...(to === 'sending' && { error: null }) })
      .where(and(eq(emailCampaigns.id, campaign.id), eq(emailCampaigns.status, from)))
      .returning();
    if (!row)
      throw new ServiceError(
        409,
        'CAMPAIGN_NOT_EDITABLE',
        `Only a campaign that is ${from === 'sending' ? 'sending' : 'paused'} can be ${to === 'paused' ? 'paused' : 'resumed'}.`,
      );
    await this.deps.campaigns.tellTeam(viewer, `${to === 'paused' ? 'paused' : 'resumed'} the e-mail campaign “${row.name}”`);
    return this.deps.campaigns.single(viewer, row);
  }
}
