import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type BulkGeneration, type bulkGenerateSchema, contentMessages } from '@/shared/content/content';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { Entitlements } from '../../billing/entitlements';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import { JobFailure, type RunningJob, TrackedJob } from '../../jobs/tracked-job';
import { notFound } from '../../lib/service-error';
import type { Logger } from '../../logger';
import type { Notify } from '../../notifications/notify';
import type { TeamActivity } from '../../notifications/team-activity';
import type { AiEngine } from '../../ai';
import type { UsageMeter } from '../../usage/meter';
import { writeContent } from './ai/write-content';
import { loadProjectContext } from './project-context';
import { contentBulkGenerations } from './schema';
import type { ContentService } from './service';

const bulkGenerationQueue = 'content-bulk-generation';
/** The longest one topic may take: two provider attempts of 60 s and the save. */
const secondsPerTopic = 150;

type BulkRow = typeof contentBulkGenerations.$inferSelect;

interface BulkDeps {
  db: Database;
  jobs: JobQueue;
  entitlements: Entitlements;
  usage: UsageMeter;
  library: ContentService;
  writer: AiEngine;
  logger: Logger;
  /** Tells the user who started a batch that it ended (content publishing). */
  notify: Notify;
  /** Tells the workspace's other members once what a batch added, not once per draft. */
  activity: TeamActivity;
  /** True where this process is the database's only worker (PGlite): what it left running at its last stop has died. */
  soleWorker: boolean;
}

/** Bulk generation (Professional and up): a job writes one draft per topic and reports its progress. */
export class BulkContentGeneration {
  /** Batches run as jobs on two workers, so one long batch does not hold up every other workspace's. */
  readonly batches: TrackedJob<typeof contentBulkGenerations>;

  constructor(private readonly deps: BulkDeps) {
    this.batches = new TrackedJob(
      {
        queue: bulkGenerationQueue,
        records: contentBulkGenerations,
        run: (job) => this.writeDrafts(job),
        failedText: contentMessages.generateFailed,
        expireInSeconds: (row) => Math.min(86_400, 300 + row.topics.length * secondsPerTopic),
        workers: 2,
        // Each draft is stored with its count on the batch, in one transaction: a batch cut off carries on at the next topic.
        restart: 'carry-on',
      },
      deps,
    );
  }

  async start(viewer: Viewer, { projectId, ...input }: z.output<typeof bulkGenerateSchema>): Promise<BulkGeneration> {
    // Plans and allowances are the owner's own when the request comes from a Sample workspace.
    const allowance = allowanceOf(viewer);
    const entitlement = await this.deps.entitlements.of(allowance);
    // The whole batch must fit the month's allowance before anything is written.
    await entitlement.ensureRoomFor('contentGeneration', input.topics.length);
    if (projectId) await loadProjectContext(this.deps.db, viewer.workspaceId, projectId);
    const [row] = await this.deps.db
      .insert(contentBulkGenerations)
      .values({
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        allowanceWorkspaceId: allowance.workspaceId,
        ...input,
        projectId: projectId ?? null,
      })
      .returning();
    if (!row) throw new Error('The bulk generation was not stored');
    await this.batches.enqueue(row);
    return toBulkGeneration(row);
  }

  async get(viewer: Viewer, id: string): Promise<BulkGeneration> {
    // A batch whose worker died is queued again (or ends as failed) before it is read.
    await this.batches.failAbandoned(viewer.workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(contentBulkGenerations)
      .where(and(eq(contentBulkGenerations.id, id), eq(contentBulkGenerations.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return toBulkGeneration(row);
  }

  /**
   * The job: one topic at a time, so progress moves and a failed topic does not stop the rest. It is
   * done when at least one draft was written. A run after one cut off by its process's death starts
   * at the first topic that run had not settled, so no topic becomes two drafts.
   */
  private async writeDrafts({ record: row, update }: RunningJob<typeof contentBulkGenerations>) {
    const { db, library, usage, writer, logger, notify, activity } = this.deps;
    const scope = { workspaceId: row.workspaceId, userId: row.createdBy };
    // The brand voice applies on the plan of the workspace whose allowance the batch draws on.
    const allowance = { workspaceId: row.allowanceWorkspaceId, isAdmin: false };
    const options = { brandVoice: (await this.deps.entitlements.of(allowance)).allows('custom_ai_training') };
    // The chosen project may have been deleted since: the newest one stands in.
    const project = await loadProjectContext(db, row.workspaceId, row.projectId ?? undefined, options).catch(() =>
      loadProjectContext(db, row.workspaceId, undefined, options),
    );
    let completed = row.completed;
    for (const topic of row.topics.slice(row.completed + row.failed)) {
      try {
        const { usage: tokenUse, ...draft } = await writeContent(
          writer,
          { topic, type: row.type, tone: row.tone, platforms: row.platforms },
          project,
          scope,
        );
        // Stored first, counted second: a draft that could not be kept costs nothing.
        await db.transaction(async (tx) => {
          const saved = await library.saveDraft(scope, draft, tx);
          await tx
            .update(contentBulkGenerations)
            .set({
              completed: sql`${contentBulkGenerations.completed} + 1`,
              contentIds: sql`array_append(${contentBulkGenerations.contentIds}, ${saved.id}::uuid)`,
              updatedAt: new Date(),
            })
            .where(eq(contentBulkGenerations.id, row.id));
        });
        await usage.recordContentGeneration(row.allowanceWorkspaceId, row.createdBy, row.type);
        completed++;
      } catch (error) {
        logger.warn('bulk generation topic failed', { bulkId: row.id, error: (error as Error).message });
        await update({ failed: sql`${contentBulkGenerations.failed} + 1` });
      }
    }
    await notify({ ...scope, ...batchEndedNotice(completed, row.topics.length) });
    if (completed > 0) {
      await activity.tell({
        workspaceId: row.workspaceId,
        actorId: row.createdBy,
        did: `added ${completed} draft${completed === 1 ? '' : 's'} by bulk generation`,
        link: '/content',
      });
    }
    if (completed === 0) throw new JobFailure(contentMessages.generateFailed);
  }
}

/** What the user who started a batch is told when it ends, in the bell and (by default) by e-mail. */
function batchEndedNotice(completed: number, total: number) {
  const drafts = (count: number) => `${count} draft${count === 1 ? '' : 's'}`;
  const notice =
    completed === 0
      ? { title: 'Bulk generation failed', body: `None of the ${total} topics could be written. Try again in a moment.` }
      : {
          title: `Bulk generation finished: ${drafts(completed)}`,
          body: `${completed} of ${total} topics became drafts in your content library.`,
        };
  return { kind: 'content_publishing', ...notice, link: '/content', email: { subject: notice.title, text: notice.body } } as const;
}

function toBulkGeneration(row: BulkRow): BulkGeneration {
  return {
    id: row.id,
    status: row.status,
    total: row.topics.length,
    completed: row.completed,
    failed: row.failed,
    contentIds: row.contentIds,
    error: row.error,
  };
}
