import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { SeenOnce } from '../../../http/seen-once';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import { workspaceMembers } from '../../../tenancy/schema';
import type { emailAutomations } from '../schema';
import type { CampaignRow } from './campaign-view';

type Campaign = Pick<CampaignRow, 'workspaceId' | 'createdBy' | 'name' | 'recipients' | 'sentCount' | 'failedCount'>;
type Automation = Pick<typeof emailAutomations.$inferSelect, 'id' | 'workspaceId' | 'name'>;

/** Why an automation's e-mails wait; each is told once a day however many runs retry meanwhile. */
type AutomationHold = 'plan' | 'postal-address' | 'mail-server';
const holdQuietSeconds = 24 * 3600;
const holdTexts: Record<AutomationHold, string> = {
  plan: 'Automations are part of the Professional and Enterprise plans: its e-mails wait until the plan includes them again.',
  'postal-address': 'Add your postal address in the email settings: the law asks for it in every e-mail, so its e-mails wait until then.',
  'mail-server': 'The mail server did not take its e-mails; they are tried again every 15 minutes.',
};

/**
 * E-mail campaigns notices (ADR 016). A campaign that finished sending, paused on its own (the mail
 * server took nothing, a message could not be made) or could not start at its scheduled time tells
 * whoever created it while they belong to the workspace, else its owners. An automation whose
 * e-mails wait tells the owners. Never throws: the send goes on either way.
 */
export class CampaignNotices {
  private readonly holdsTold: SeenOnce;

  constructor(private readonly deps: { db: Database; notify: Notify; logger: Logger }) {
    this.holdsTold = new SeenOnce(deps.db, { name: 'email-automation-hold', windowSeconds: holdQuietSeconds });
  }

  async sent(campaign: Campaign): Promise<void> {
    const failed = campaign.failedCount > 0 ? ` ${campaign.failedCount} could not be delivered.` : '';
    await this.tell(
      campaign,
      `Campaign sent: ${campaign.name}`,
      `${campaign.name} went to ${campaign.sentCount} of ${campaign.recipients} recipients.${failed}`,
    );
  }

  async paused(campaign: Campaign, reason: string): Promise<void> {
    await this.tell(campaign, `Campaign paused: ${campaign.name}`, reason);
  }

  async failed(campaign: Campaign, reason: string): Promise<void> {
    await this.tell(campaign, `Campaign not sent: ${campaign.name}`, `${campaign.name} could not start at its scheduled time. ${reason}`);
  }

  async automationHeld(automation: Automation, hold: AutomationHold): Promise<void> {
    await this.safely(automation.workspaceId, async () => {
      if (!(await this.holdsTold.first(`${automation.id}:${hold}`))) return;
      const title = `Automation waiting: ${automation.name}`;
      for (const userId of await this.owners(automation.workspaceId))
        await this.send(userId, automation.workspaceId, title, holdTexts[hold]);
    });
  }

  private async tell(campaign: Campaign, title: string, body: string): Promise<void> {
    await this.safely(campaign.workspaceId, async () => {
      const creator = campaign.createdBy ? await this.memberOrNull(campaign.workspaceId, campaign.createdBy) : null;
      for (const userId of creator ? [creator] : await this.owners(campaign.workspaceId))
        await this.send(userId, campaign.workspaceId, title, body);
    });
  }

  private async send(userId: string, workspaceId: string, title: string, body: string): Promise<void> {
    await this.deps.notify({
      userId,
      workspaceId,
      kind: 'email_campaigns',
      link: '/email',
      title,
      body,
      email: { subject: title, text: body },
    });
  }

  private async memberOrNull(workspaceId: string, userId: string): Promise<string | null> {
    const [row] = await this.deps.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    return row?.userId ?? null;
  }

  private async owners(workspaceId: string): Promise<string[]> {
    const rows = await this.deps.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
    return rows.map((row) => row.userId);
  }

  private async safely(workspaceId: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.deps.logger.warn('e-mail campaign notice not sent', { workspaceId, error: (error as Error).message });
    }
  }
}
