import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import type { JobQueue } from '../../../jobs/queue';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { Logger } from '../../../logger';
import type { BulkTransport } from '../../../mail/bulk-transport';
import type { ModuleJob } from '../../../server-module';
import type { CampaignNotices } from '../campaigns/campaign-notices';
import type { PublicLinks } from '../compose/public-links';
import { emailAutomationRuns, emailAutomations, emailListMembers, subscribers } from '../schema';
import { CampaignMessage } from '../sending/campaign-message';
import { countSent } from '../sending/monthly-sends';
import type { EmailSettingsService } from '../settings/email-settings';
import type { SenderSmtpService } from '../settings/sender-smtp';
import { utmCampaignOf } from '../campaigns/campaign-view';

const queue = 'email-automations';
const batch = 100;
const abandonedAfterMs = 2 * 60_000;
const retryAfterMs = 15 * 60_000;

type Claimed = { automation_id: string; subscriber_id: string; next_step: number };
type Automation = typeof emailAutomations.$inferSelect;

/**
 * Sends automations' due e-mails: each run is claimed before its e-mail goes and moves on after it,
 * so nobody gets a step twice; someone who left the list (or bounced) stops. Runs every minute and
 * whenever someone joins a list with an automation on.
 */
export class AutomationRunner {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      entitlements: Entitlements;
      /** Each workspace's own server, else the instance's. */
      transports: Pick<SenderSmtpService, 'transportFor'>;
      settings: EmailSettingsService;
      links: PublicLinks;
      logger: Logger;
      publicUrl: string;
      /** Tells the owners when an automation's e-mails wait (the plan, the postal address, the mail server). */
      notices: CampaignNotices;
    },
  ) {}

  /** Someone joined, or an automation was turned on: send what is due now rather than at the minute. A wake too many finds nothing to claim. */
  async wake(): Promise<void> {
    await this.deps.jobs.send(queue, {}, { retryLimit: 0, expireInSeconds: 600 });
  }

  job(): ModuleJob {
    return scheduledJob(this.deps.jobs, {
      queue,
      cron: '* * * * *',
      options: { retryLimit: 0, expireInSeconds: 600 },
      run: async () => {
        while ((await this.sendDue()) === batch);
      },
    });
  }

  /** Sends one batch of due e-mails; returns how many runs it claimed. */
  async sendDue(): Promise<number> {
    const { db } = this.deps;
    await this.moveOnAbandoned();
    const claimed = rowsOf<Claimed>(
      await db.execute(sql`
        with due as (
          select r.automation_id, r.subscriber_id from ${emailAutomationRuns} r
          join ${emailAutomations} a on a.id = r.automation_id
          where r.status = 'active' and r.next_at <= now() and a.enabled
          order by r.next_at limit ${batch}
          for update of r skip locked
        )
        update ${emailAutomationRuns} as r set status = 'sending', claimed_at = now(), updated_at = now()
        from due where r.automation_id = due.automation_id and r.subscriber_id = due.subscriber_id
        returning r.automation_id, r.subscriber_id, r.next_step`),
    );
    if (claimed.length === 0) return 0;
    const automations = await db
      .select()
      .from(emailAutomations)
      .where(inArray(emailAutomations.id, [...new Set(claimed.map((run) => run.automation_id))]));
    const people = await db
      .select({
        id: subscribers.id,
        email: subscribers.email,
        name: subscribers.name,
        attributes: subscribers.attributes,
        suppression: subscribers.suppression,
      })
      .from(subscribers)
      .where(inArray(subscribers.id, [...new Set(claimed.map((run) => run.subscriber_id))]));
    const memberships = await db
      .select({ listId: emailListMembers.listId, subscriberId: emailListMembers.subscriberId, status: emailListMembers.status })
      .from(emailListMembers)
      .where(
        inArray(
          emailListMembers.subscriberId,
          people.map((person) => person.id),
        ),
      );
    const allowed = new Map<string, boolean>();
    // One transport per workspace: a batch holds several workspaces' runs, each sent through its own server.
    const transports = new Map<string, BulkTransport>();
    try {
      for (const run of claimed) {
        const automation = automations.find((candidate) => candidate.id === run.automation_id)!;
        const person = people.find((candidate) => candidate.id === run.subscriber_id);
        const step = automation.steps[run.next_step];
        const member = memberships.find((entry) => entry.listId === automation.listId && entry.subscriberId === run.subscriber_id);
        if (!person || !step || person.suppression || member?.status !== 'subscribed') {
          await this.end(run, step ? 'stopped' : 'finished');
          continue;
        }
        if (!allowed.has(automation.workspaceId))
          allowed.set(
            automation.workspaceId,
            (await this.deps.entitlements.of({ workspaceId: automation.workspaceId, isAdmin: false })).allows('email_automation'),
          );
        if (!allowed.get(automation.workspaceId)) {
          await this.retryLater(run);
          await this.deps.notices.automationHeld(automation, 'plan');
          continue;
        }
        if (!(await this.stillClaimed(run))) continue;
        if (!(await this.deps.settings.of(automation.workspaceId)).postalAddress.trim()) {
          await this.retryLater(run);
          await this.deps.notices.automationHeld(automation, 'postal-address');
          continue;
        }
        let transport = transports.get(automation.workspaceId);
        if (!transport) {
          transport = await this.deps.transports.transportFor(automation.workspaceId, 2);
          transports.set(automation.workspaceId, transport);
        }
        const message = await CampaignMessage.automationStep(
          this.deps,
          { workspaceId: automation.workspaceId, listId: automation.listId, utmCampaign: utmCampaignOf(automation.name, automation.id) },
          { ...step, previewText: '' },
        );
        const [result] = await transport.send([
          message.for({
            sendId: null,
            subscriberId: person.id,
            email: person.email,
            name: person.name,
            attributes: person.attributes,
            variant: null,
          }),
        ]);
        if (result?.outcome === 'sent') await this.advance(run, automation);
        else if (result?.outcome === 'bounced') await this.bounce(run);
        else if (result?.outcome === 'retry') await this.retryLater(run);
        else if (result?.outcome === 'deferred') {
          await this.retryLater(run);
          await this.deps.notices.automationHeld(automation, 'mail-server');
        }
        // It may have been taken after all: the step is not sent again.
        else await this.advance(run, automation, false);
      }
    } finally {
      for (const transport of transports.values()) transport.close();
    }
    return claimed.length;
  }

  /**
   * Renews the claim just before its e-mail goes; false when another process has moved the run on
   * meanwhile (it thought this one dead), so the e-mail is not sent.
   */
  private async stillClaimed(run: Claimed): Promise<boolean> {
    const [held] = await this.deps.db
      .update(emailAutomationRuns)
      .set({ claimedAt: new Date() })
      .where(this.byRun(run))
      .returning({ step: emailAutomationRuns.nextStep });
    return held !== undefined;
  }

  /** A claim a dead process left: its e-mail may have gone, so the run moves on without sending it again. */
  private async moveOnAbandoned(): Promise<void> {
    const { db } = this.deps;
    const abandoned = await db
      .select({
        automation_id: emailAutomationRuns.automationId,
        subscriber_id: emailAutomationRuns.subscriberId,
        next_step: emailAutomationRuns.nextStep,
      })
      .from(emailAutomationRuns)
      .where(and(eq(emailAutomationRuns.status, 'sending'), lt(emailAutomationRuns.claimedAt, new Date(Date.now() - abandonedAfterMs))));
    for (const run of abandoned) {
      const [automation] = await db.select().from(emailAutomations).where(eq(emailAutomations.id, run.automation_id));
      if (automation) await this.advance(run, automation, false);
    }
  }

  private async advance(run: Claimed, automation: Automation, sent = true): Promise<void> {
    const next = automation.steps[run.next_step + 1];
    await this.deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(emailAutomationRuns)
        .set({
          nextStep: run.next_step + 1,
          status: next ? 'active' : 'finished',
          nextAt: new Date(Date.now() + (next?.delayHours ?? 0) * 3_600_000),
          claimedAt: null,
          updatedAt: new Date(),
        })
        .where(this.byRun(run))
        .returning({ step: emailAutomationRuns.nextStep });
      if (!sent || !moved) return;
      await tx
        .update(emailAutomations)
        .set({ sentCount: sql`${emailAutomations.sentCount} + 1` })
        .where(eq(emailAutomations.id, automation.id));
      await countSent(tx, automation.workspaceId, 1);
    });
  }

  private async end(run: Claimed, status: 'stopped' | 'finished'): Promise<void> {
    await this.deps.db.update(emailAutomationRuns).set({ status, claimedAt: null, updatedAt: new Date() }).where(this.byRun(run));
  }

  /** Not taken by the server, or refused for now (or the plan no longer has automation): the same step, later. */
  private async retryLater(run: Claimed): Promise<void> {
    await this.deps.db
      .update(emailAutomationRuns)
      .set({ status: 'active', claimedAt: null, nextAt: new Date(Date.now() + retryAfterMs), updatedAt: new Date() })
      .where(this.byRun(run));
  }

  private async bounce(run: Claimed): Promise<void> {
    const now = new Date();
    await this.deps.db.transaction(async (tx) => {
      await tx.update(subscribers).set({ suppression: 'bounced', suppressedAt: now }).where(eq(subscribers.id, run.subscriber_id));
      await tx
        .update(emailListMembers)
        .set({ status: 'bounced', updatedAt: now })
        .where(eq(emailListMembers.subscriberId, run.subscriber_id));
      await tx.update(emailAutomationRuns).set({ status: 'stopped', claimedAt: null, updatedAt: now }).where(this.byRun(run));
    });
  }

  /** The run as this claim left it: still sending the same step. */
  private byRun(run: Claimed) {
    return and(
      eq(emailAutomationRuns.automationId, run.automation_id),
      eq(emailAutomationRuns.subscriberId, run.subscriber_id),
      eq(emailAutomationRuns.status, 'sending'),
      eq(emailAutomationRuns.nextStep, run.next_step),
    );
  }
}
