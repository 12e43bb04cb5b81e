import { and, desc, eq } from 'drizzle-orm';
import { type VoiceLearning, type learnVoiceSchema, voiceMessages } from '@/shared/content/voice';
import type { z } from 'zod';
import type { AiEngine } from '../../../ai';
import type { Database } from '../../../db/database';
import type { SafeFetcher } from '../../../http/safe-fetch';
import type { JobQueue } from '../../../jobs/queue';
import { JobFailure, type RunningJob, TrackedJob } from '../../../jobs/tracked-job';
import { ServiceError } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import { type ProjectRecord, projectById } from '../../../projects/directory';
import { libraryProse, siteProse, uploadProse } from './samples';
import { contentBrandVoices, contentVoiceLearnings } from './schema';
import { learnVoiceRecipe } from './voice-recipe';

type LearningRow = typeof contentVoiceLearnings.$inferSelect;

export interface VoiceLearningDeps {
  db: Database;
  jobs: JobQueue;
  fetcher: SafeFetcher;
  writer: AiEngine;
  logger: Logger;
  soleWorker: boolean;
}

/** Learning a project's voice as a job: gather samples (library, site, uploads), derive the voice, store it. */
export class VoiceLearner {
  readonly runs: TrackedJob<typeof contentVoiceLearnings>;

  constructor(private readonly deps: VoiceLearningDeps) {
    this.runs = new TrackedJob(
      {
        queue: 'content-voice-learning',
        records: contentVoiceLearnings,
        run: (job) => this.learn(job),
        failedText: voiceMessages.learnFailed,
        expireInSeconds: () => 600,
        // The voice is written as it ends, upserted by project.
        restart: 'start-over',
        perWorkspace: { limit: 1, refusal: () => new ServiceError(429, 'TOO_MANY_REQUESTS', voiceMessages.learningUnderWay) },
      },
      deps,
    );
  }

  async start(
    who: { workspaceId: string; userId: string },
    project: ProjectRecord,
    input: z.output<typeof learnVoiceSchema>,
  ): Promise<VoiceLearning> {
    await this.runs.ensureRoomFor(who.workspaceId);
    const [row] = await this.deps.db
      .insert(contentVoiceLearnings)
      .values({
        workspaceId: who.workspaceId,
        projectId: project.id,
        createdBy: who.userId,
        fromContent: input.fromContent,
        fromSite: input.fromSite && Boolean(project.url),
        uploads: input.uploads.map((upload) => uploadProse(upload.name, upload.text)).filter((text) => text.trim()),
      })
      .returning();
    if (!row) throw new Error('The voice learning was not stored');
    await this.runs.enqueue(row);
    return toVoiceLearning(row);
  }

  /** The project's latest run, dead ones ended first. */
  async latest(workspaceId: string, projectId: string): Promise<VoiceLearning | null> {
    await this.runs.failAbandoned(workspaceId);
    const [row] = await this.deps.db
      .select()
      .from(contentVoiceLearnings)
      .where(and(eq(contentVoiceLearnings.workspaceId, workspaceId), eq(contentVoiceLearnings.projectId, projectId)))
      .orderBy(desc(contentVoiceLearnings.createdAt))
      .limit(1);
    return row ? toVoiceLearning(row) : null;
  }

  private async learn({ record, update }: RunningJob<typeof contentVoiceLearnings>) {
    const { db, fetcher, writer } = this.deps;
    const project = await projectById(db, record.projectId);
    if (!project) throw new JobFailure(voiceMessages.learnFailed);
    const step = (progress: number, stage: string) => update({ progress, stage });

    await step(5, 'Reading your content library');
    const library = record.fromContent ? await libraryProse(db, record.workspaceId) : [];
    await step(15, 'Reading your site');
    const pages =
      record.fromSite && project.url
        ? await siteProse(fetcher, project.url, (done, planned) => step(15 + Math.round((done / planned) * 55), 'Reading your site'))
        : [];
    await step(75, 'Learning the voice');
    const samples = [...library, ...pages, ...record.uploads];
    if (samples.length === 0) throw new JobFailure(voiceMessages.noSamples);

    const scope = { workspaceId: record.workspaceId, userId: record.createdBy };
    const draft = await writer.write(learnVoiceRecipe(project.name, samples), scope);
    const learned = {
      ...draft.payload,
      learnedFrom: { contentItems: library.length, pages: pages.length, uploads: record.uploads.length },
      learnedAt: new Date(),
      updatedBy: record.createdBy,
      updatedAt: new Date(),
    };
    await db
      .insert(contentBrandVoices)
      .values({ workspaceId: record.workspaceId, projectId: project.id, ...learned })
      .onConflictDoUpdate({ target: contentBrandVoices.projectId, set: learned });
    // The uploaded text has served its purpose; the voice keeps what it learned.
    return { progress: 100, stage: 'Learned', uploads: [] };
  }
}

function toVoiceLearning(row: LearningRow): VoiceLearning {
  return { id: row.id, status: row.status, progress: row.progress, stage: row.stage, error: row.error };
}
