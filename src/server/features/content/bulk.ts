import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { type BulkGeneration, type bulkGenerateSchema, contentMessages } from '@/shared/content';
import { requireEditor } from '../../auth/permissions';
import { allowanceOf, type Viewer } from '../../tenancy/viewer';
import type { Entitlements } from '../../billing/entitlements';
import type { Database } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import { ServiceError } from '../../lib/service-error';
import type { Logger } from '../../logger';
import type { AiEngine } from '../../ai';
import type { UsageMeter } from '../../usage/meter';
import { loadProjectContext } from './project-context';
import { contentBulkGenerations } from './schema';
import type { ContentService } from './service';
import { isUuid } from '../../lib/ids';

export const bulkGenerationQueue = 'content-bulk-generation';
/** The longest one topic may take: two provider attempts of 60 s and the save. */
const secondsPerTopic = 150;
const abandonedAfterSeconds = secondsPerTopic * 2;

type BulkRow = typeof contentBulkGenerations.$inferSelect;

interface BulkDeps {
  db: Database;
  jobs: JobQueue;
  entitlements: Entitlements;
  usage: UsageMeter;
  library: ContentService;
  writer: AiEngine;
  logger: Logger;
}

/** Bulk generation (Professional and up): a job writes one draft per topic and reports its progress. */
export class BulkContentGeneration {
  constructor(private readonly deps: BulkDeps) {}

  /** Two workers, so one long batch does not hold up every other workspace's. */
  async startWorker(): Promise<void> {
    const { boss } = this.deps.jobs;
    await boss.createQueue(bulkGenerationQueue);
    for (let worker = 0; worker < 2; worker++) {
      await boss.work<{ bulkId: string }>(bulkGenerationQueue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (job) await this.run(job.data.bulkId);
      });
    }
  }

  async start(viewer: Viewer, { projectId, ...input }: z.output<typeof bulkGenerateSchema>): Promise<BulkGeneration> {
    requireEditor(viewer);
    // Plans and allowances are the owner's own when the request comes from a Sample workspace.
    const allowance = allowanceOf(viewer);
    const entitlement = await this.deps.entitlements.of(allowance);
    entitlement.requireFeature('bulk_generation', contentMessages.bulkNotOnPlan);
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
    const expireInSeconds = Math.min(86_400, 300 + input.topics.length * secondsPerTopic);
    await this.deps.jobs.boss.send(bulkGenerationQueue, { bulkId: row.id }, { retryLimit: 0, expireInSeconds });
    return toBulkGeneration(row);
  }

  async get(viewer: Viewer, id: string): Promise<BulkGeneration> {
    if (!isUuid(id)) throw new ServiceError(404, 'NOT_FOUND', 'Not found.');
    const { db } = this.deps;
    const [row] = await db
      .select()
      .from(contentBulkGenerations)
      .where(and(eq(contentBulkGenerations.id, id), eq(contentBulkGenerations.workspaceId, viewer.workspaceId)));
    if (!row) throw new ServiceError(404, 'NOT_FOUND', 'Not found.');
    // A running batch moves at least once per topic; one silent for longer has died with its worker.
    const silentSince = new Date(Date.now() - abandonedAfterSeconds * 1000);
    if (row.status === 'running' && row.updatedAt < silentSince) {
      const [failed] = await db
        .update(contentBulkGenerations)
        .set({ status: 'failed', error: contentMessages.generateFailed, updatedAt: new Date() })
        .where(and(eq(contentBulkGenerations.id, id), eq(contentBulkGenerations.status, 'running'), lt(contentBulkGenerations.updatedAt, silentSince)))
        .returning();
      return toBulkGeneration(failed ?? row);
    }
    return toBulkGeneration(row);
  }

  /** The job: claims the batch (a job delivered twice runs once), then ends it done or failed, whatever happens. */
  async run(bulkId: string): Promise<void> {
    const { db, logger } = this.deps;
    const [row] = await db
      .update(contentBulkGenerations)
      .set({ status: 'running', updatedAt: new Date() })
      .where(and(eq(contentBulkGenerations.id, bulkId), eq(contentBulkGenerations.status, 'queued')))
      .returning();
    if (!row) return;
    let completed = 0;
    try {
      completed = await this.writeDrafts(row);
    } catch (error) {
      logger.error('bulk generation stopped', { bulkId, error: (error as Error).message });
    } finally {
      await this.progress(bulkId, {
        status: completed > 0 ? 'done' : 'failed',
        error: completed > 0 ? null : contentMessages.generateFailed,
      });
    }
  }

  /** One topic at a time, so progress moves and a failed topic does not stop the rest; answers how many were written. */
  private async writeDrafts(row: BulkRow): Promise<number> {
    const { db, library, usage, writer, logger } = this.deps;
    const scope = { workspaceId: row.workspaceId, userId: row.createdBy };
    // The chosen project may have been deleted since: the newest one stands in.
    const project = await loadProjectContext(db, row.workspaceId, row.projectId ?? undefined).catch(() => loadProjectContext(db, row.workspaceId));
    let completed = 0;
    for (const topic of row.topics) {
      try {
        const { usage: tokenUse, ...draft } = await writer.generateContent({ topic, type: row.type, tone: row.tone, platforms: row.platforms }, project, scope);
        // Stored first, counted second: a draft that could not be kept costs nothing.
        const saved = await library.saveDraft(scope, draft);
        await usage.recordContentGeneration(row.allowanceWorkspaceId, row.createdBy, row.type);
        await this.progress(row.id, {
          completed: sql`${contentBulkGenerations.completed} + 1`,
          contentIds: sql`array_append(${contentBulkGenerations.contentIds}, ${saved.id}::uuid)`,
        });
        completed++;
      } catch (error) {
        logger.warn('bulk generation topic failed', { bulkId: row.id, error: (error as Error).message });
        await this.progress(row.id, { failed: sql`${contentBulkGenerations.failed} + 1` });
      }
    }
    return completed;
  }

  private async progress(bulkId: string, values: PgUpdateSetSource<typeof contentBulkGenerations>): Promise<void> {
    await this.deps.db.update(contentBulkGenerations).set({ ...values, updatedAt: new Date() }).where(eq(contentBulkGenerations.id, bulkId));
  }
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
