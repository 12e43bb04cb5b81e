import type { ServerModule } from '../../server-module';
import { allowanceOf, type Viewer } from '../../auth/viewer';
import { latestProject } from '../../projects/directory';
import { loadProjectContext } from '../content';
import { AudioService } from './audio/audio-service';
import * as audioTables from './audio/schema';
import * as fileTables from './files/schema';
import { StudioFiles, studioMegabytes } from './files/studio-files';
import { UploadsService } from './files/uploads-service';
import { StudioOverviewService } from './overview/overview-service';
import { findFfmpeg, type Ffmpeg } from './render/ffmpeg';
import { RenderJob } from './renders/render-job';
import { RenderRecords } from './renders/render-records';
import { studioSampleRows } from './sample/sample-studio';
import * as renderTables from './renders/schema';
import { WorkFolders } from './renders/work-folders';
import { studioRoutes } from './routes';
import { piperVoicesFolder } from './speech/piper-voices';
import * as videoTables from './videos/schema';
import { VideosService } from './videos/videos-service';
import { Voices } from './voices';

/**
 * The Video & Audio Studio (issue 36, ADR 032): videos written as a scene list by the AI (or offline)
 * and edited scene by scene, rendered to MP4 with narration and burned-in captions by a durable job
 * calling ffmpeg; audio spoken by the operator's speech engine (an offline voice by default).
 */
export const studioModule: ServerModule = {
  name: 'studio',
  // Renders and uploads take room in the plan's storage, as Social's media do.
  usageCounters: [{ key: 'storage', count: studioMegabytes }],
  sample: studioSampleRows,
  tables: { ...fileTables, ...videoTables, ...audioTables, ...renderTables },
  build: (core) => {
    const { db } = core;
    const files = new StudioFiles({ db, entitlements: core.entitlements, files: core.files });
    const voices = new Voices(core.apiKeys, piperVoicesFolder(core.config.dataDir));
    // Found once, when the first render needs it: a server that never renders never looks.
    let ffmpeg: Promise<Ffmpeg> | undefined;
    const findOnce = () =>
      (ffmpeg ??= findFfmpeg().catch((error: unknown) => {
        ffmpeg = undefined;
        throw error;
      }));
    const workFolders = new WorkFolders(core.config.dataDir);
    const job: RenderJob = new RenderJob({
      db,
      jobs: core.jobs,
      logger: core.logger,
      soleWorker: core.dbDriver === 'pglite',
      files,
      voices,
      ffmpeg: findOnce,
      fetcher: core.fetcher,
      events: core.domainEvents,
      workFolders,
    });
    const renders = new RenderRecords(db, () => job.tracked);
    // The brand voice goes in where the plan applies it (custom_ai_training).
    const projectOf = async (viewer: Viewer) => {
      const brandVoice = (await core.entitlements.of(allowanceOf(viewer))).allows('custom_ai_training');
      const context = await loadProjectContext(db, viewer.workspaceId, undefined, { brandVoice });
      return context && { ...context, id: (await latestProject(db, viewer.workspaceId))?.id ?? null };
    };
    const videos = new VideosService({
      db,
      ai: core.ai,
      entitlements: core.entitlements,
      usage: core.usage,
      files,
      renders,
      voices,
      projectOf,
    });
    const audio = new AudioService({ db, files, renders, voices });
    const overview = new StudioOverviewService(db);
    const uploads = new UploadsService({ files, entitlements: core.entitlements, workFolders, ffmpeg: findOnce });
    return {
      routes: [
        {
          path: '/api/studio',
          routes: studioRoutes({ videos, audio, files, voices, overview, uploads, selfApi: core.selfApi }),
          streamedBodies: { '/uploads': 'application/octet-stream' },
        },
      ],
      jobs: [{ queue: job.tracked.queue, start: () => job.start() }],
      stop: async () => {
        await job.stop();
        voices.close();
      },
    };
  },
};
