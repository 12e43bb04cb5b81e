import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AnalysisStatus, WebsiteAnalysis } from '@/shared/setup';
import { setupMessages } from '@/shared/setup';
import type { manualSetupSchema } from '@/shared/setup-schemas';
import { requireEditor } from '../../auth/permissions';
import type { Viewer } from '../../context';
import type { Database } from '../../db/client';
import type { SafeFetcher } from '../../http/safe-fetch';
import { SafeFetchError } from '../../http/safe-fetch-error';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import { ServiceError } from '../../lib/service-error';
import { analyzePages } from './analyzer/analyze';
import { contentTopics } from './analyzer/topics';
import { crawlSite } from './crawl';
import { websiteAnalyses } from './schema';
import { NothingReadableError, readUploadedDocuments } from './upload/read-documents';
import type { UploadRequest } from './upload/receive';
import { storeUploads } from './upload/store-uploads';

export const analysisQueue = 'website-analysis';

interface SetupDeps {
  db: Database;
  jobs: JobQueue;
  fetcher: SafeFetcher;
  logger: Logger;
}

/** Smart Setup: URL analyses run as jobs; manual setups are read at once. */
export class SetupService {
  constructor(private readonly deps: SetupDeps) {}

  /** Registers the worker that runs queued URL analyses in this process. */
  async startWorker(): Promise<void> {
    const { boss } = this.deps.jobs;
    await boss.createQueue(analysisQueue);
    await boss.work<{ analysisId: string }>(analysisQueue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await this.run(job.data.analysisId);
    });
  }

  async startUrlAnalysis(viewer: Viewer, url: string): Promise<AnalysisStatus> {
    requireEditor(viewer);
    const [row] = await this.deps.db
      .insert(websiteAnalyses)
      .values({ workspaceId: viewer.workspaceId, createdBy: viewer.userId, mode: 'url', url })
      .returning();
    if (!row) throw new Error('The analysis was not stored');
    await this.deps.jobs.boss.send(analysisQueue, { analysisId: row.id }, { retryLimit: 0, expireInSeconds: 300 });
    return toStatus(row);
  }

  /** Upload mode: the role is checked before a byte is read; the files are stored and checked now, their text read by the job. */
  async startUploadAnalysis(viewer: Viewer, upload: UploadRequest, uploadsRoot: string): Promise<AnalysisStatus> {
    requireEditor(viewer);
    const analysis = { analysisId: randomUUID(), workspaceId: viewer.workspaceId, createdBy: viewer.userId };
    const row = await storeUploads(this.deps.db, analysis, upload, uploadsRoot);
    await this.deps.jobs.boss.send(analysisQueue, { analysisId: row.id }, { retryLimit: 0, expireInSeconds: 300 });
    return toStatus(row);
  }

  /** Manual mode: what the user typed is the result; topics come from their keywords. */
  async manual(viewer: Viewer, input: z.output<typeof manualSetupSchema>): Promise<AnalysisStatus> {
    requireEditor(viewer);
    const result: WebsiteAnalysis = {
      keywords: input.keywords,
      competitors: input.competitors,
      topics: contentTopics([], input.keywords.map((phrase) => ({ phrase, score: 1 }))),
      audience: 'Not analysed: this setup was entered by hand.',
      niche: input.niche,
      tone: 'professional',
      source: 'heuristics',
      pagesAnalyzed: 0,
    };
    const [row] = await this.deps.db
      .insert(websiteAnalyses)
      .values({ workspaceId: viewer.workspaceId, createdBy: viewer.userId, mode: 'manual', status: 'done', progress: 100, result })
      .returning();
    if (!row) throw new Error('The setup was not stored');
    return toStatus(row);
  }

  async get(viewer: Viewer, id: string): Promise<AnalysisStatus> {
    if (!z.uuid().safeParse(id).success) throw new ServiceError(404, 'NOT_FOUND', 'Not found.');
    const [row] = await this.deps.db
      .select()
      .from(websiteAnalyses)
      .where(and(eq(websiteAnalyses.id, id), eq(websiteAnalyses.workspaceId, viewer.workspaceId)));
    if (!row) throw new ServiceError(404, 'NOT_FOUND', 'Not found.');
    return toStatus(row);
  }

  /** The job: crawl (or read the uploaded documents), analyse, store; a failure is stored with a message the user can read. */
  async run(analysisId: string): Promise<void> {
    const { db, fetcher, logger } = this.deps;
    const [row] = await db.select().from(websiteAnalyses).where(eq(websiteAnalyses.id, analysisId));
    if (!row || row.status !== 'queued' || (row.mode !== 'upload' && !row.url)) return;
    const update = async (values: Partial<typeof websiteAnalyses.$inferInsert>) => {
      await db.update(websiteAnalyses).set({ ...values, updatedAt: new Date() }).where(eq(websiteAnalyses.id, analysisId));
    };
    await update({ status: 'running', progress: 5 });
    try {
      const onProgress = (done: number, planned: number) =>
        update({ progress: Math.min(95, 5 + Math.round((90 * done) / Math.max(planned, 1))) });
      const pages =
        row.mode === 'upload'
          ? await readUploadedDocuments(db, logger, analysisId, onProgress)
          : await crawlSite(fetcher, row.url!, { onPage: onProgress });
      await update({ status: 'done', progress: 100, result: analyzePages(pages) });
    } catch (error) {
      const readable = error instanceof SafeFetchError || error instanceof NothingReadableError;
      const reason = readable ? `${setupMessages.analyzeFailed} ${error.message}` : setupMessages.analyzeFailed;
      logger.warn('website analysis failed', { analysisId, error: (error as Error).message });
      await update({ status: 'failed', error: reason });
    }
  }
}

function toStatus(row: typeof websiteAnalyses.$inferSelect): AnalysisStatus {
  return { id: row.id, mode: row.mode, status: row.status, progress: row.progress, result: row.result ?? null, error: row.error };
}
