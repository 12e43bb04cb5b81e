import { and, eq, inArray } from 'drizzle-orm';
import type { AiEngine, VoiceRules } from '../../../ai';
import type { Database } from '../../../db/database';
import { scheduledJob } from '../../../jobs/scheduled-job';
import type { JobQueue } from '../../../jobs/queue';
import type { Logger } from '../../../logger';
import type { ModuleJob } from '../../../server-module';
import { outreachInfluencers } from '../influencers/schema';
import { outreachProspects } from '../prospects/schema';
import { type OpeningSubject, offlineOpenings, writeOpenings } from './opening';
import { openingSubjectOf, recipientColumns, recipientOf } from './recipients';
import { outreachCampaigns, outreachEnrollments, outreachMessages } from './schema';

const queue = 'outreach-openings';
/** Enrollments written at once: the AI calls of a batch run side by side. */
const batchSize = 4;

/**
 * Writes the AI openings of newly enrolled prospects and influencers, as a durable job: woken by an enrollment, and
 * every minute for any a stop left unwritten. Each enrollment is written once (its flag is cleared in
 * the transaction that fills its openings), and only empty openings are filled: one the user wrote stays.
 */
export class OpeningWriter {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: JobQueue;
      ai: AiEngine;
      logger: Logger;
      /** The workspace's brand voice, when its plan applies one. */
      brandVoiceOf: (workspaceId: string) => Promise<VoiceRules | null>;
    },
  ) {}

  get job(): ModuleJob {
    return scheduledJob(this.deps.jobs, {
      queue,
      cron: '* * * * *',
      options: { retryLimit: 1, retryDelay: 30, expireInSeconds: 900 },
      run: () => this.writeDue(),
    });
  }

  async wake(): Promise<void> {
    await this.deps.jobs.send(queue, {});
  }

  /** Writes every enrollment still waiting for its openings; answers how many were written. */
  async writeDue(): Promise<number> {
    let written = 0;
    for (;;) {
      const due = await this.deps.db
        .select({
          enrollmentId: outreachEnrollments.id,
          workspaceId: outreachEnrollments.workspaceId,
          createdBy: outreachCampaigns.createdBy,
          steps: outreachCampaigns.steps,
          ...recipientColumns,
        })
        .from(outreachEnrollments)
        .innerJoin(outreachCampaigns, eq(outreachCampaigns.id, outreachEnrollments.campaignId))
        .leftJoin(outreachProspects, eq(outreachProspects.id, outreachEnrollments.prospectId))
        .leftJoin(outreachInfluencers, eq(outreachInfluencers.id, outreachEnrollments.influencerId))
        .where(eq(outreachEnrollments.openingsDue, true))
        .orderBy(outreachEnrollments.createdAt, outreachEnrollments.id)
        .limit(batchSize);
      if (due.length === 0) return written;
      await Promise.all(
        due.map(async (enrollment) => {
          const who = enrollment.createdBy ? { workspaceId: enrollment.workspaceId, userId: enrollment.createdBy } : null;
          const openings = await this.openings(who, openingSubjectOf(recipientOf(enrollment)), enrollment.steps.length);
          await this.keep(enrollment.enrollmentId, openings);
        }),
      );
      written += due.length;
    }
  }

  /** The AI's lines; what goes wrong in writing them costs the messages their personal line, never the sequence. */
  private async openings(who: { workspaceId: string; userId: string } | null, subject: OpeningSubject, steps: number): Promise<string[]> {
    if (!who) return offlineOpenings(subject, steps);
    try {
      return await writeOpenings(this.deps.ai, who, subject, steps, await this.deps.brandVoiceOf(who.workspaceId));
    } catch (error) {
      this.deps.logger.error('outreach openings not written', { error: (error as Error).message });
      return offlineOpenings(subject, steps);
    }
  }

  private async keep(enrollmentId: string, openings: string[]): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(outreachEnrollments)
        .set({ openingsDue: false })
        .where(and(eq(outreachEnrollments.id, enrollmentId), eq(outreachEnrollments.openingsDue, true)))
        .returning({ id: outreachEnrollments.id });
      if (!claimed) return;
      for (const [index, opening] of openings.entries())
        await tx
          .update(outreachMessages)
          .set({ opening })
          .where(
            and(
              eq(outreachMessages.enrollmentId, enrollmentId),
              eq(outreachMessages.step, index + 1),
              inArray(outreachMessages.status, ['draft', 'queued']),
              eq(outreachMessages.opening, ''),
            ),
          );
    });
  }
}
