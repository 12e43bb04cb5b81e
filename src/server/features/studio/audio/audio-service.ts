import { and, desc, eq, sql } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import {
  type AudioInput,
  type AudioUpdate,
  type StudioAudio,
  audioInputSchema,
  audioUpdateSchema,
  studioMessages,
} from '@/shared/studio/studio';
import type { Viewer } from '../../../auth/viewer';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import { notFound, ServiceError } from '../../../lib/service-error';
import type { StudioFiles } from '../files/studio-files';
import type { RenderRecords } from '../renders/render-records';
import type { Voices } from '../voices';
import { type AudioRow, audioView } from './audio-view';
import { studioAudio } from './schema';

/** The studio's audio: a script, a voice and a speed, spoken by the render job into an MP3 (and a WAV when asked). */
export class AudioService {
  constructor(private readonly deps: { db: Database; files: StudioFiles; renders: RenderRecords; voices: Voices }) {}

  async list(viewer: Viewer): Promise<StudioAudio[]> {
    const rows = await this.deps.db
      .select()
      .from(studioAudio)
      .where(eq(studioAudio.workspaceId, viewer.workspaceId))
      .orderBy(desc(studioAudio.createdAt), desc(studioAudio.id));
    const renders = await this.deps.renders.latest(
      viewer.workspaceId,
      'audio',
      rows.map((row) => row.id),
    );
    return rows.map((row) => audioView(row, renders.get(row.id)));
  }

  /** A new audio, Processing until its speech is made. */
  async create(viewer: Viewer, raw: AudioInput): Promise<StudioAudio> {
    const input = audioInputSchema.parse(raw);
    const [row] = await this.deps.db
      .insert(studioAudio)
      .values({
        workspaceId: viewer.workspaceId,
        createdBy: viewer.userId,
        title: input.title,
        type: input.type,
        script: input.script,
        targetSeconds: input.duration,
        voice: input.voice ?? (await this.deps.voices.defaultVoice()),
        speed: input.speed,
        wav: input.wav,
      })
      .returning();
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'audio_created',
      description: `Created the audio “${input.title}”`,
      data: { audioId: row!.id, type: input.type, duration: input.duration },
    });
    return this.made(viewer, row!);
  }

  /** Saves the changes; a changed script, voice, speed or format makes the speech again. */
  async update(viewer: Viewer, id: string, raw: AudioUpdate): Promise<StudioAudio> {
    const update = audioUpdateSchema.parse(raw);
    const audio = await this.row(viewer, id);
    const { duration, ...rest } = update;
    const [row] = await this.deps.db
      .update(studioAudio)
      .set({ ...rest, ...(duration === undefined ? {} : { targetSeconds: duration }), updatedAt: new Date() })
      .where(and(eq(studioAudio.id, id), eq(studioAudio.workspaceId, viewer.workspaceId)))
      .returning();
    const remake = (['script', 'voice', 'speed', 'wav'] as const).some((key) => update[key] !== undefined && update[key] !== audio[key]);
    return remake ? this.made(viewer, row!) : this.view(row!);
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const audio = await this.row(viewer, id);
    await this.deps.db.delete(studioAudio).where(and(eq(studioAudio.id, id), eq(studioAudio.workspaceId, viewer.workspaceId)));
    await this.deps.files.remove([audio.fileId, audio.wavFileId]);
  }

  /** The MP3 or the WAV, found in the workspace; a download (not a play) is counted. */
  async file(viewer: Viewer, id: string, format: 'mp3' | 'wav', download: boolean) {
    const audio = await this.row(viewer, id);
    const file = await this.deps.files.find(viewer.workspaceId, format === 'mp3' ? audio.fileId : audio.wavFileId);
    if (!file) throw new ServiceError(404, errorCodes.NOT_FOUND, studioMessages.noFile);
    if (download)
      await this.deps.db
        .update(studioAudio)
        .set({ downloads: sql`${studioAudio.downloads} + 1` })
        .where(eq(studioAudio.id, id));
    return file;
  }

  /** Queues the speech; while one is under way it takes the change itself when it ends (render-job.ts). */
  private async made(viewer: Viewer, row: AudioRow): Promise<StudioAudio> {
    try {
      return audioView(row, await this.deps.renders.start(viewer, { audioId: row.id }));
    } catch (error) {
      if (error instanceof ServiceError && error.code === errorCodes.RENDER_UNDER_WAY) return this.view(row);
      throw error;
    }
  }

  private async view(row: AudioRow): Promise<StudioAudio> {
    const renders = await this.deps.renders.latest(row.workspaceId, 'audio', [row.id]);
    return audioView(row, renders.get(row.id));
  }

  private async row(viewer: Viewer, id: string): Promise<AudioRow> {
    const [row] = await this.deps.db
      .select()
      .from(studioAudio)
      .where(and(eq(studioAudio.id, id), eq(studioAudio.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }
}
