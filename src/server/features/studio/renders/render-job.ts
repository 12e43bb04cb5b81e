import { rm } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { studioMessages } from '@/shared/studio/studio';
import type { Scene } from '@/shared/studio/timeline';
import type { Database } from '../../../db/database';
import type { DomainEvents } from '../../../domain-events/domain-events';
import type { SafeFetcher } from '../../../http/safe-fetch';
import type { JobQueue } from '../../../jobs/queue';
import { JobFailure, JobInterrupted, type RunningJob, TrackedJob } from '../../../jobs/tracked-job';
import { ServiceError } from '../../../lib/service-error';
import { PiperVoiceError } from '../speech/piper-voices';
import type { Logger } from '../../../logger';
import { studioAudio } from '../audio/schema';
import type { FileOwner, StudioFiles } from '../files/studio-files';
import type { Ffmpeg } from '../render/ffmpeg';
import { renderAudio } from '../render/render-audio';
import { renderVideo } from '../render/render-video';
import { sceneFrames } from '../render/scene-frames';
import { renderStoryboard } from '../render/storyboard';
import { studioVideos } from '../videos/schema';
import { renderSourceOf } from '../videos/video-view';
import type { Voices } from '../voices';
import { studioRenders } from './schema';
import type { WorkFolders } from './work-folders';

export const renderQueue = 'studio-render';
/** A render cut off by restarts this often is not tried again: it may be what brings the process down. */
const maxAttempts = 3;
/** Progress is written at most this often: a render reports every frame. */
const progressEveryMs = 1000;

type Record = RunningJob<typeof studioRenders>['record'];
type Update = RunningJob<typeof studioRenders>['update'];

export interface RenderJobDeps {
  db: Database;
  jobs: JobQueue;
  logger: Logger;
  soleWorker: boolean;
  files: StudioFiles;
  voices: Voices;
  ffmpeg: () => Promise<Ffmpeg>;
  /** Fetches a scene's image from the project's site: user-given addresses, through the SSRF guard. */
  fetcher: SafeFetcher;
  events: DomainEvents;
  /** Where renders work on local disk, a folder each, removed after. */
  workFolders: WorkFolders;
}

/**
 * Renders as one durable job: a video's scenes to an MP4 with its thumbnail and captions, or an audio's
 * script to an MP3 (and a WAV). The files are kept only when whole, and swapped in for the last ones at
 * once; a render cut off by a restart starts over (never served half made).
 */
export class RenderJob {
  readonly tracked: TrackedJob<typeof studioRenders>;
  /** Aborted when the server stops: ffmpeg and the speech are stopped, and the render is taken up at the next start. */
  private readonly stopping = new AbortController();

  constructor(private readonly deps: RenderJobDeps) {
    this.tracked = new TrackedJob(
      {
        queue: renderQueue,
        records: studioRenders,
        run: (job) => this.run(job),
        failedText: studioMessages.renderFailed,
        expireInSeconds: () => 30 * 60,
        queuedTimeoutMs: 6 * 60 * 60_000,
        // Its files are swapped in only when whole.
        restart: 'start-over',
      },
      deps,
    );
  }

  /** Clears what renders cut off by a stop left on disk, then starts the worker. */
  async start(): Promise<void> {
    await this.deps.workFolders.clearLeftovers();
    await this.tracked.start();
  }

  /** Stops the render under way (its record stays running, to be queued again at the next start). */
  stop(): void {
    this.stopping.abort();
  }

  private async run({ record, update }: RunningJob<typeof studioRenders>) {
    if (record.attempts >= maxAttempts) throw new JobFailure(studioMessages.renderFailed);
    await update({ attempts: record.attempts + 1, progress: 0, stage: 'Starting', error: null });
    const workDir = await this.deps.workFolders.make();
    try {
      if (record.videoId) await this.video(record, record.videoId, workDir, update);
      else if (record.audioId) await this.audio(record, record.audioId, workDir, update);
      return { progress: 100, stage: null, finishedAt: new Date() };
    } catch (error) {
      if (this.stopping.signal.aborted) throw new JobInterrupted();
      // A full storage, or a voice file the operator must fix, is said as it is.
      if (error instanceof ServiceError || error instanceof PiperVoiceError) throw new JobFailure(error.message);
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private async video(record: Record, videoId: string, workDir: string, update: Update): Promise<void> {
    const { db, files } = this.deps;
    const [video] = await db
      .select()
      .from(studioVideos)
      .where(and(eq(studioVideos.id, videoId), eq(studioVideos.workspaceId, record.workspaceId)));
    if (!video) throw new JobFailure('The video was deleted');
    const source = renderSourceOf(video);
    const ffmpeg = await this.deps.ffmpeg();
    const progress = progressWriter(update, 'Rendering');
    const rendered = await renderVideo({
      timeline: video.timeline,
      speech: { engine: await this.deps.voices.engine(), voice: video.voice, speed: video.speed },
      visualOf: (scene) => this.visualOf(record.workspaceId, scene),
      soundtrack: await this.soundtrackOf(record.workspaceId, video.timeline.soundtrack?.fileId ?? null),
      workDir,
      ffmpeg,
      onProgress: progress,
      signal: this.stopping.signal,
    });
    await progress.settled();
    await update({ stage: 'Drawing the storyboard', progress: 95 });
    const frames = await sceneFrames(ffmpeg, workDir, rendered, this.stopping.signal);
    const storyboard = await renderStoryboard({ timeline: video.timeline, frames, workDir });
    await update({ stage: 'Saving the files', progress: 97 });
    const owner = ownerOf(record);
    const base = { durationMs: rendered.durationMs, width: rendered.width, height: rendered.height };
    const stored = await storeAll(files, [
      () => files.storeFromDisk(owner, rendered.video, { kind: 'video', mimeType: 'video/mp4', name: `${video.title}.mp4`, ...base }),
      () => files.storeFromDisk(owner, rendered.thumbnail, { kind: 'thumbnail', mimeType: 'image/jpeg', name: `${video.title}.jpg` }),
      () =>
        files.storeFromDisk(owner, rendered.captions, { kind: 'captions', mimeType: 'application/x-subrip', name: `${video.title}.srt` }),
      () => files.storeFromDisk(owner, storyboard, { kind: 'storyboard', mimeType: 'image/png', name: `${video.title} storyboard.png` }),
    ]);
    const [mp4, thumbnail, captions, board] = stored;
    const [swapped] = await db
      .update(studioVideos)
      .set({
        videoFileId: mp4!.id,
        thumbnailFileId: thumbnail!.id,
        captionsFileId: captions!.id,
        storyboardFileId: board!.id,
        durationMs: rendered.durationMs,
        renderedFrom: source,
      })
      .where(eq(studioVideos.id, videoId))
      .returning({ id: studioVideos.id });
    if (!swapped) {
      await files.remove(stored.map((file) => file.id));
      throw new JobFailure('The video was deleted');
    }
    await files.remove([video.videoFileId, video.thumbnailFileId, video.captionsFileId, video.storyboardFileId]);
    await this.deps.events.emit(record.workspaceId, 'video.rendered', {
      videoId,
      title: video.title,
      durationMs: rendered.durationMs,
    });
  }

  /** Speaks the script; if it was edited meanwhile, speaks it again (the edit could not queue a render of its own). */
  private async audio(record: Record, audioId: string, workDir: string, update: Update): Promise<void> {
    const { db, files } = this.deps;
    for (let round = 0; round < maxAttempts; round++) {
      const [audio] = await db
        .select()
        .from(studioAudio)
        .where(and(eq(studioAudio.id, audioId), eq(studioAudio.workspaceId, record.workspaceId)));
      if (!audio) throw new JobFailure('The audio was deleted');
      const speech = { engine: await this.deps.voices.engine(), voice: audio.voice, speed: audio.speed };
      const ffmpeg = await this.deps.ffmpeg();
      const formats = audio.wav ? (['mp3', 'wav'] as const) : (['mp3'] as const);
      const made = [];
      for (const [index, format] of formats.entries()) {
        const report = progressWriter(update, 'Speaking', index / formats.length, 1 / formats.length);
        made.push(
          await renderAudio({ text: audio.script, speech, format, workDir, ffmpeg, onProgress: report, signal: this.stopping.signal }),
        );
        await report.settled();
      }
      const owner = ownerOf(record);
      const stored = await storeAll(
        files,
        made.map(
          (file, index) => () =>
            files.storeFromDisk(owner, file.file, {
              kind: 'audio',
              mimeType: formats[index] === 'mp3' ? 'audio/mpeg' : 'audio/wav',
              name: `${audio.title}.${formats[index]}`,
              durationMs: file.durationMs,
            }),
        ),
      );
      const [swapped] = await db
        .update(studioAudio)
        .set({ fileId: stored[0]!.id, wavFileId: stored[1]?.id ?? null, durationMs: made[0]!.durationMs })
        .where(
          and(
            eq(studioAudio.id, audioId),
            eq(studioAudio.script, audio.script),
            eq(studioAudio.voice, audio.voice),
            eq(studioAudio.speed, audio.speed),
            eq(studioAudio.wav, audio.wav),
          ),
        )
        .returning({ id: studioAudio.id });
      if (!swapped) {
        await files.remove(stored.map((file) => file.id));
        continue;
      }
      await files.remove([audio.fileId, audio.wavFileId]);
      await this.deps.events.emit(record.workspaceId, 'audio.rendered', { audioId, title: audio.title, durationMs: made[0]!.durationMs });
      return;
    }
    throw new JobFailure(studioMessages.audioFailed);
  }

  /** A scene's own image, or null for a title card (an image that cannot be read is drawn as one too). */
  private async visualOf(workspaceId: string, scene: Scene): Promise<Buffer | null> {
    const { visual } = scene;
    if (visual.kind === 'site-image') {
      return this.deps.fetcher
        .fetchBuffer(visual.url, { accept: ['image/*'] })
        .then((fetched) => fetched.body)
        .catch((error: Error) => {
          this.deps.logger.info('scene image not fetched: drawn as a title card', { error: error.message });
          return null;
        });
    }
    if (visual.kind === 'upload') {
      const file = await this.deps.files.find(workspaceId, visual.fileId);
      return file?.kind === 'image' ? this.deps.files.readAll(file) : null;
    }
    return null;
  }

  private async soundtrackOf(workspaceId: string, fileId: string | null): Promise<Buffer | null> {
    const file = await this.deps.files.find(workspaceId, fileId);
    return file?.kind === 'audio' ? this.deps.files.readAll(file) : null;
  }
}

const ownerOf = (record: Record): FileOwner => ({
  workspaceId: record.workspaceId,
  allowance: { workspaceId: record.allowanceWorkspaceId, isAdmin: record.allowanceIsAdmin },
  createdBy: record.createdBy,
});

/** Stores files one after another; if one cannot be stored, those already stored are removed. */
async function storeAll<File extends { id: string }>(files: StudioFiles, steps: (() => Promise<File>)[]): Promise<File[]> {
  const stored: File[] = [];
  try {
    for (const step of steps) stored.push(await step());
    return stored;
  } catch (error) {
    await files.remove(stored.map((file) => file.id));
    throw error;
  }
}

/**
 * Writes a part of the render's progress to its record, at most once a second: `from` + fraction ×
 * `share`, in 5–95 %. The writes go one after another, and `settled` waits for the last, so none
 * lands after what the run writes next.
 */
function progressWriter(update: Update, stage: string, from = 0, share = 1) {
  let writtenAt = 0;
  let last: Promise<void> = Promise.resolve();
  const report = (fraction: number) => {
    const now = Date.now();
    if (now - writtenAt < progressEveryMs && fraction < 1) return;
    writtenAt = now;
    const progress = Math.round(5 + 90 * (from + fraction * share));
    last = last.then(() => update({ stage, progress })).catch(() => undefined);
  };
  return Object.assign(report, { settled: () => last });
}
