import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AnalysisStatus, UploadBatch, WebsiteAnalysis } from '@/shared/setup/setup';
import { setupMessages } from '@/shared/setup/setup';
import type { manualSetupSchema } from '@/shared/setup/schemas';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import type { Database } from '../../db/database';
import type { SafeFetcher } from '../../http/safe-fetch';
import { SafeFetchError } from '../../http/safe-fetch-error';
import type { JobQueue } from '../../jobs/queue';
import { JobFailure, type RunningJob, TrackedJob } from '../../jobs/tracked-job';
import type { Logger } from '../../logger';
import type { Notice, Notify } from '../../notifications/notify';
import type { AiEngine } from '../../ai';
import { type SiteFacts, websiteProfileRecipe } from './ai/website-profile';
import { notFound, ServiceError } from '../../lib/service-error';
import type { Entitlements } from '../../billing/entitlements';
import type { UsageMeter } from '../../usage/meter';
import { analyzePages, contentTopics, crawlSite, type ExtractedPage } from '../../crawl';
import { websiteAnalyses } from './schema';
import { NothingReadableError, readUploadedDocuments } from './upload/read-documents';
import type { UploadRequest } from './upload/receive';
import { setupUploads } from './upload/schema';
import { storeUploads } from './upload/store-uploads';
import { analysisPrefix } from './upload/storage';
import type { FileStore } from '../../files';
import { failureByMode, failureText } from './analysis-failures';

export const analysisQueue = 'website-analysis';

type ReadPage = Pick<ExtractedPage, 'title' | 'description' | 'headings' | 'text'>;
/** Reading uploads may take this long in all; the job expires after 5 minutes. */
const uploadReadingBudgetMs = 3 * 60_000;
const analysisExpiresInSeconds = 300;
/** Each analysis crawls up to 21 pages or reads up to 50 MB: a workspace runs a few at a time, not a flood. */
const maxAnalysesUnderWay = 3;

interface SetupDeps {
  db: Database;
  jobs: JobQueue;
  fetcher: SafeFetcher;
  /** Refines niche, audience, tone and competitors when an AI provider is configured. */
  ai: Pick<AiEngine, 'write'>;
  /** Uploads count against the plan's storage. */
  entitlements: Entitlements;
  usage: Pick<UsageMeter, 'forget'>;
  /** Where uploads are kept: each upload analysis's files under `<workspace>/<analysis>/`. */
  files: FileStore;
  /** Where uploads stored before the file store were (their rows hold absolute paths below it). */
  dataDir: string;
  /** True where this process is the database's only worker (PGlite): what it left running at its last stop has died. */
  soleWorker: boolean;
  logger: Logger;
  /** Tells the user who started an analysis that it finished or failed (SEO alerts). */
  notify: Notify;
}

/** Smart Setup: URL analyses run as jobs; manual setups are read at once. */
export class SetupService {
  /** Analyses run as jobs, a few per workspace at a time; the module starts its worker. */
  readonly analyses: TrackedJob<typeof websiteAnalyses>;

  constructor(private readonly deps: SetupDeps) {
    this.analyses = new TrackedJob(
      {
        queue: analysisQueue,
        records: websiteAnalyses,
        run: (job) => this.analyseAndNotify(job),
        failedText: failureByMode,
        expireInSeconds: () => analysisExpiresInSeconds,
        // Its job expires after 5 minutes: a queued analysis not started after 6 never will be.
        queuedTimeoutMs: 6 * 60_000,
        // The result is written as it ends; the uploads it reads are kept until the analysis is deleted.
        restart: 'start-over',
        perWorkspace: {
          limit: maxAnalysesUnderWay,
          refusal: () => new ServiceError(429, 'TOO_MANY_ANALYSES', setupMessages.tooManyUnderWay(maxAnalysesUnderWay)),
        },
      },
      deps,
    );
  }

  async startUrlAnalysis(viewer: Viewer, url: string): Promise<AnalysisStatus> {
    await this.analyses.ensureRoomFor(viewer.workspaceId);
    const [row] = await this.deps.db
      .insert(websiteAnalyses)
      .values({ workspaceId: viewer.workspaceId, createdBy: viewer.userId, mode: 'url', url })
      .returning();
    if (!row) throw new Error('The analysis was not stored');
    await this.analyses.enqueue(row);
    return toStatus(row);
  }

  /** Upload mode: the role is checked before a byte is read; the files are stored and checked now, their text read by the job. */
  async startUploadAnalysis(viewer: Viewer, upload: UploadRequest): Promise<AnalysisStatus> {
    await this.analyses.ensureRoomFor(viewer.workspaceId);
    // Files count against the user's own workspace even when uploaded into a sample (ADR 008).
    const entitlement = await this.deps.entitlements.of(allowanceOf(viewer));
    const ensureRoomFor = (megabytes: number) => entitlement.ensureRoomFor('storage', Math.max(megabytes, 1));
    // Refused early on what the request declares; checked again on what arrived before anything is kept.
    await ensureRoomFor(Math.ceil((Number(upload.headers.get('content-length')) || 0) / (1024 * 1024)));
    const analysis = {
      analysisId: randomUUID(),
      workspaceId: viewer.workspaceId,
      allowanceWorkspaceId: viewer.allowanceWorkspaceId,
      createdBy: viewer.userId,
    };
    const row = await storeUploads(this.deps.db, analysis, upload, this.deps.files, ensureRoomFor);
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
    await this.analyses.enqueue(row);
    return toStatus(row);
  }

  /** The workspace's upload analyses that still keep files, newest first, each with its files. */
  async listUploads(viewer: Viewer): Promise<UploadBatch[]> {
    await this.analyses.failAbandoned(viewer.workspaceId);
    const rows = await this.deps.db
      .select({
        analysisId: websiteAnalyses.id,
        status: websiteAnalyses.status,
        createdAt: websiteAnalyses.createdAt,
        fileId: setupUploads.id,
        name: setupUploads.originalName,
        size: setupUploads.size,
      })
      .from(websiteAnalyses)
      .innerJoin(setupUploads, eq(setupUploads.analysisId, websiteAnalyses.id))
      .where(and(eq(websiteAnalyses.workspaceId, viewer.workspaceId), eq(websiteAnalyses.mode, 'upload')))
      .orderBy(desc(websiteAnalyses.createdAt), asc(setupUploads.originalName));
    const batches = new Map<string, UploadBatch>();
    for (const row of rows) {
      const batch = batches.get(row.analysisId) ?? {
        analysisId: row.analysisId,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        files: [],
      };
      batch.files.push({ id: row.fileId, name: row.name, size: row.size });
      batches.set(row.analysisId, batch);
    }
    return [...batches.values()];
  }

  /** Deletes a finished analysis with the files it was made from; the storage they used is free again. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    // One under way is left to finish: its job would go on reading and crawling for nobody.
    const current = await this.get(viewer, id);
    if (current.status === 'queued' || current.status === 'running') {
      throw new ServiceError(409, 'ANALYSIS_UNDER_WAY', setupMessages.deleteUnderWay);
    }
    const removed = await this.deps.db
      .delete(websiteAnalyses)
      .where(
        and(
          eq(websiteAnalyses.id, id),
          eq(websiteAnalyses.workspaceId, viewer.workspaceId),
          inArray(websiteAnalyses.status, ['done', 'failed']),
        ),
      )
      .returning({ id: websiteAnalyses.id });
    if (removed.length === 0) throw notFound();
    this.deps.usage.forget(viewer.allowanceWorkspaceId);
    await this.deps.files.deletePrefix(analysisPrefix(viewer.workspaceId, id));
  }

  /** Manual mode: what the user typed is the result; topics come from their keywords. */
  async manual(viewer: Viewer, input: z.output<typeof manualSetupSchema>): Promise<AnalysisStatus> {
    const result: WebsiteAnalysis = {
      keywords: input.keywords,
      competitors: input.competitors,
      topics: contentTopics(
        [],
        input.keywords.map((phrase) => ({ phrase, score: 1 })),
      ),
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
    await this.analyses.failAbandoned(viewer.workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(websiteAnalyses)
      .where(and(eq(websiteAnalyses.id, id), eq(websiteAnalyses.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return toStatus(row);
  }

  /** The job, and a notice to whoever started it when it ends either way. */
  private async analyseAndNotify(job: RunningJob<typeof websiteAnalyses>) {
    const { record } = job;
    const notify = (notice: Pick<Notice, 'title' | 'body'>) =>
      record.createdBy
        ? this.deps.notify({
            userId: record.createdBy,
            workspaceId: record.workspaceId,
            kind: 'seo_alerts',
            link: '/setup',
            ...notice,
            email: { subject: notice.title, text: notice.body },
          })
        : Promise.resolve();
    const subject = record.mode === 'url' ? record.url : 'your documents';
    try {
      const finished = await this.analyse(job);
      await notify({
        title: 'Smart Setup analysis finished',
        body: `The analysis of ${subject} is ready: ${finished.result.keywords.length} keywords and ${finished.result.topics.length} content topics to review.`,
      });
      return finished;
    } catch (error) {
      const reason = error instanceof JobFailure ? error.message : failureText(record.mode);
      await notify({ title: 'Smart Setup analysis failed', body: `The analysis of ${subject} did not finish. ${reason}` });
      throw error;
    }
  }

  /** The job: crawl (or read the uploaded documents), analyse, store; a failure is stored with a message the user can read. */
  private async analyse({ record, update }: RunningJob<typeof websiteAnalyses>) {
    const { db, fetcher, logger } = this.deps;
    await update({ progress: 5 });
    const onProgress = (done: number, planned: number) =>
      update({ progress: Math.min(95, 5 + Math.round((90 * done) / Math.max(planned, 1))) });
    try {
      const pages =
        record.mode === 'upload'
          ? await readUploadedDocuments(db, logger, { store: this.deps.files, dataDir: this.deps.dataDir }, record.id, {
              onRead: onProgress,
              deadline: Date.now() + uploadReadingBudgetMs,
            })
          : await crawlSite(fetcher, record.url!, { onPage: onProgress });
      const measured = analyzePages(pages);
      await update({ progress: 96 });
      const scope = { workspaceId: record.workspaceId, userId: record.createdBy };
      return { progress: 100, result: await this.refine(pages, record.url, measured, scope) };
    } catch (error) {
      // What went wrong with the site or the files is the user's to read; anything else is not.
      const readable = error instanceof SafeFetchError || error instanceof NothingReadableError;
      throw readable ? new JobFailure(`${failureText(record.mode)} ${error.message}`) : error;
    }
  }

  /** The provider's reading of the pages; if it fails, the measured result stands rather than the analysis. */
  private async refine(
    pages: readonly ReadPage[],
    url: string | null,
    measured: WebsiteAnalysis,
    scope: { workspaceId: string; userId: string | null },
  ) {
    if (!scope.userId) return measured;
    const facts: SiteFacts = {
      url,
      pages: pages.map((page) => ({ title: page.title, description: page.description, headings: page.headings })),
      excerpt: pages
        .map((page) => page.text)
        .join('\n')
        .slice(0, 4000),
    };
    try {
      const refined = await this.deps.ai.write(websiteProfileRecipe(facts, measured), {
        workspaceId: scope.workspaceId,
        userId: scope.userId,
      });
      return refined.payload;
    } catch (error) {
      this.deps.logger.warn('AI refinement of a website analysis failed; the measured result is kept', { error: (error as Error).message });
      return measured;
    }
  }
}

function toStatus(row: typeof websiteAnalyses.$inferSelect): AnalysisStatus {
  return { id: row.id, mode: row.mode, status: row.status, progress: row.progress, result: row.result ?? null, error: row.error };
}
