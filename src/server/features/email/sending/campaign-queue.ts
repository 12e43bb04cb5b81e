import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { JobQueue } from '../../../jobs/queue';
import { ServiceError } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import type { CampaignNotices } from '../campaigns/campaign-notices';
import { emailCampaigns, emailSends } from '../schema';
import type { CampaignLauncher } from './campaign-launcher';
import type { CampaignSender } from './campaign-sender';
import { scheduledJob } from '../../../jobs/scheduled-job';

const sendQueue = 'email-campaign-send';
const dueQueue = 'email-campaigns-due';
/** One run sends for this long, then queues the next: jobs stay short, and a pause or a restart waits at most this. */
const sliceMs = 20_000;
/** A campaign under way that has not moved for this long has lost its job (a crash): it gets a new one. */
const stalledMs = 2 * 60_000;

/**
 * The campaigns' jobs: a run per campaign slice (pg-boss), and a minute's check that starts
 * scheduled campaigns whose time has come and picks up sends a crash left without a job.
 */
export class CampaignQueue {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      sender: CampaignSender;
      launcher: CampaignLauncher;
      notices: CampaignNotices;
      logger: Logger;
      workers: number;
    },
  ) {}

  /** A run more than needed is harmless: it finds the campaign's lease taken and ends at once. */
  async enqueue(campaignId: string, startAfter?: Date): Promise<void> {
    await this.deps.jobs.send(
      sendQueue,
      { campaignId },
      { retryLimit: 2, retryDelay: 30, expireInSeconds: 300, ...(startAfter && { startAfter }) },
    );
  }

  jobs(): ModuleJob[] {
    return [
      {
        queue: sendQueue,
        start: async () => {
          await this.deps.jobs.createQueue(sendQueue);
          for (let worker = 0; worker < this.deps.workers; worker++) {
            await this.deps.jobs.work<{ campaignId: string }>(sendQueue, {}, async ([job]) => {
              if (typeof job?.data.campaignId === 'string') await this.runCampaign(job.data.campaignId);
            });
          }
        },
      },
      scheduledJob(this.deps.jobs, {
        queue: dueQueue,
        cron: '* * * * *',
        options: { retryLimit: 0, expireInSeconds: 120 },
        run: () => this.queueDue(),
      }),
    ];
  }

  /** Starts a scheduled campaign whose time has come, then sends a slice of whatever is under way. */
  async runCampaign(campaignId: string): Promise<void> {
    const { db, launcher, sender, logger } = this.deps;
    const [campaign] = await db.select().from(emailCampaigns).where(eq(emailCampaigns.id, campaignId));
    if (!campaign) return;
    if (campaign.status === 'scheduled' && campaign.scheduledAt && campaign.scheduledAt.getTime() <= Date.now() + 1000) {
      try {
        await launcher.launch(campaign, { workspaceId: campaign.workspaceId, isAdmin: false });
      } catch (error) {
        const message = error instanceof ServiceError ? error.message : 'The campaign could not start.';
        logger.warn('scheduled campaign did not start', { campaignId, error: (error as Error).message });
        const [failed] = await db
          .update(emailCampaigns)
          .set({ status: 'failed', error: message, updatedAt: new Date() })
          .where(and(eq(emailCampaigns.id, campaignId), eq(emailCampaigns.status, 'scheduled')))
          .returning();
        if (failed) await this.deps.notices.failed(failed, message);
        return;
      }
    }
    const outcome = await sender.run(campaignId, sliceMs);
    if (outcome.next === 'busy') return this.recheckAfter(campaignId, outcome.until);
    if (outcome.next === 'continue') await this.enqueue(campaignId);
    if (outcome.next === 'wait') await this.enqueue(campaignId, outcome.until);
  }

  /**
   * Another run holds the campaign. If its process has died (its job was handed back, ADR 042), the
   * campaign's lease runs out at `until`: a run then takes over, rather than the stalled check minutes
   * later. One such run per campaign and minute, however many found it busy; while the holder lives,
   * the next finds it busy again and does nothing.
   */
  private async recheckAfter(campaignId: string, until: Date): Promise<void> {
    await this.deps.jobs.send(
      sendQueue,
      { campaignId },
      {
        retryLimit: 2,
        retryDelay: 30,
        expireInSeconds: 300,
        startAfter: new Date(until.getTime() + 1000),
        singletonKey: `${campaignId}:recheck`,
        singletonSeconds: 60,
      },
    );
  }

  private async queueDue(): Promise<void> {
    const { db } = this.deps;
    const now = new Date();
    const due = await db
      .select({ id: emailCampaigns.id })
      .from(emailCampaigns)
      .where(and(eq(emailCampaigns.status, 'scheduled'), lte(emailCampaigns.scheduledAt, now)));
    const stalled = await db
      .select({ id: emailCampaigns.id })
      .from(emailCampaigns)
      .where(
        and(
          eq(emailCampaigns.status, 'sending'),
          lt(emailCampaigns.updatedAt, new Date(now.getTime() - stalledMs)),
          // An A/B test waiting for its winner, or a message refused for now waiting to go again, has its job queued for that time.
          sql`coalesce((${emailCampaigns.abTest} ->> 'decideAt')::timestamptz <= ${now}, true)`,
          sql`not exists (select 1 from ${emailSends} s where s.campaign_id = ${emailCampaigns.id} and s.status = 'pending' and s.claimed_at > ${now})`,
        ),
      );
    for (const { id } of [...due, ...stalled]) await this.enqueue(id);
  }
}
