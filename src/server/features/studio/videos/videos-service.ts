import { and, desc, eq } from 'drizzle-orm';
import { errorCodes } from '@/shared/error-codes';
import { isTimeZone } from '@/shared/zoned-time';
import {
  type StudioBestTime,
  type StudioVideo,
  type StudioVideoDetail,
  type VideoInput,
  type VideoUpdate,
  studioMessages,
  videoInputSchema,
  videoUpdateSchema,
} from '@/shared/studio/studio';
import type { AiEngine, DraftRecipe, ProjectContext } from '../../../ai';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { recordUserEvent } from '../../../events/service';
import { notFound, ServiceError } from '../../../lib/service-error';
import type { UsageMeter } from '../../../usage/meter';
import type { StudioFiles } from '../files/studio-files';
import type { RenderRecords } from '../renders/render-records';
import { draftTimeline } from '../scripts/draft-timeline';
import { scenePlanOf } from '../scripts/scene-plan';
import { sceneAgainRecipe, videoScenesRecipe } from '../scripts/video-script-recipe';
import type { Voices } from '../voices';
import { studioVideoShares, studioVideos } from './schema';
import { bestTimeToPublish, reachOf, reachOfVideos } from './video-reach';
import { type VideoRow, videoDetail, videoView } from './video-view';

export interface VideosDeps {
  db: Database;
  ai: AiEngine;
  entitlements: Entitlements;
  usage: UsageMeter;
  files: StudioFiles;
  renders: RenderRecords;
  voices: Voices;
  projectOf: (viewer: Viewer) => Promise<(ProjectContext & { id: string | null }) | null>;
}

/** The studio's videos: scenes written from a topic or a script, edited scene by scene, rendered by the render job. */
export class VideosService {
  constructor(private readonly deps: VideosDeps) {}

  async list(viewer: Viewer): Promise<StudioVideo[]> {
    const rows = await this.deps.db
      .select()
      .from(studioVideos)
      .where(eq(studioVideos.workspaceId, viewer.workspaceId))
      .orderBy(desc(studioVideos.createdAt), desc(studioVideos.id));
    const renders = await this.deps.renders.latest(
      viewer.workspaceId,
      'video',
      rows.map((row) => row.id),
    );
    const reach = await reachOfVideos(this.deps.db, viewer.workspaceId);
    return rows.map((row) => videoView(row, renders.get(row.id), reachOf(reach, row.id)));
  }

  async get(viewer: Viewer, id: string): Promise<StudioVideoDetail> {
    return this.detail(await this.row(viewer, id));
  }

  /** A new Draft: the scenes written by the provider (spending the plan's AI allowance) or offline. */
  async create(viewer: Viewer, raw: VideoInput): Promise<StudioVideoDetail> {
    const input = videoInputSchema.parse(raw);
    const plan = scenePlanOf(input);
    const project = await this.deps.projectOf(viewer);
    const scenes = await this.write(viewer, videoScenesRecipe(input.topic, plan, project));
    const voice = input.voice ?? (await this.deps.voices.defaultVoice());
    const [row] = await this.deps.db
      .insert(studioVideos)
      .values({
        workspaceId: viewer.workspaceId,
        projectId: project?.id ?? null,
        createdBy: viewer.userId,
        title: input.title,
        type: input.type,
        topic: input.topic,
        template: input.template ?? null,
        timeline: draftTimeline(scenes, plan),
        voice,
        speed: input.speed ?? 1,
      })
      .returning();
    await recordUserEvent(this.deps.db, {
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      type: 'video_created',
      description: `Created the video “${input.title}”`,
      data: { videoId: row!.id, type: input.type, duration: input.duration, template: input.template ?? null },
    });
    return this.detail(row!);
  }

  async update(viewer: Viewer, id: string, raw: VideoUpdate): Promise<StudioVideoDetail> {
    const update = videoUpdateSchema.parse(raw);
    await this.row(viewer, id);
    const [row] = await this.deps.db
      .update(studioVideos)
      .set({ ...update, updatedAt: new Date() })
      .where(and(eq(studioVideos.id, id), eq(studioVideos.workspaceId, viewer.workspaceId)))
      .returning();
    return this.detail(row!);
  }

  /** One scene written again in the context of the others; the rest stay as they are. */
  async regenerateScene(viewer: Viewer, id: string, sceneId: string): Promise<StudioVideoDetail> {
    const video = await this.row(viewer, id);
    const index = video.timeline.scenes.findIndex((scene) => scene.id === sceneId);
    if (index < 0) throw notFound();
    const project = await this.deps.projectOf(viewer);
    const written = await this.write(viewer, sceneAgainRecipe(video.timeline.scenes, index, video.topic, project));
    const scenes = video.timeline.scenes.map((scene, at) => (at === index ? { ...scene, ...written } : scene));
    return this.update(viewer, id, { timeline: { ...video.timeline, scenes } });
  }

  async render(viewer: Viewer, id: string): Promise<StudioVideo> {
    const video = await this.row(viewer, id);
    if (video.timeline.scenes.every((scene) => scene.narration.trim() === '' && scene.text.trim() === ''))
      throw new ServiceError(400, errorCodes.VALIDATION_FAILED, studioMessages.nothingToSay);
    const render = await this.deps.renders.start(viewer, { videoId: id });
    const reach = await reachOfVideos(this.deps.db, viewer.workspaceId, [id]);
    return videoView(video, render, reachOf(reach, id));
  }

  async remove(viewer: Viewer, id: string): Promise<void> {
    const video = await this.row(viewer, id);
    await this.deps.db.delete(studioVideos).where(and(eq(studioVideos.id, id), eq(studioVideos.workspaceId, viewer.workspaceId)));
    await this.deps.files.remove([video.videoFileId, video.thumbnailFileId, video.captionsFileId, video.storyboardFileId]);
  }

  /** The video went to the Social Engine as `mediaId`: the posts carrying it are its publications. */
  async recordShare(viewer: Viewer, id: string, mediaId: string): Promise<void> {
    await this.deps.db.insert(studioVideoShares).values({ videoId: id, workspaceId: viewer.workspaceId, mediaId }).onConflictDoNothing();
  }

  /** When to publish, from the reach of the workspace's published videos on `timeZone`'s clocks. */
  async bestTime(viewer: Viewer, timeZone: string): Promise<StudioBestTime> {
    if (!isTimeZone(timeZone)) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'Unknown time zone');
    return bestTimeToPublish((await reachOfVideos(this.deps.db, viewer.workspaceId)).values(), timeZone);
  }

  /** One of the video's files, found in the workspace. */
  async file(viewer: Viewer, id: string, which: 'video' | 'thumbnail' | 'captions' | 'storyboard') {
    const video = await this.row(viewer, id);
    const fileId = {
      video: video.videoFileId,
      thumbnail: video.thumbnailFileId,
      captions: video.captionsFileId,
      storyboard: video.storyboardFileId,
    }[which];
    const file = await this.deps.files.find(viewer.workspaceId, fileId);
    if (!file) throw new ServiceError(404, errorCodes.NOT_FOUND, studioMessages.noFile);
    return file;
  }

  private async write<Answer, Scenes>(viewer: Viewer, recipe: DraftRecipe<Answer, Scenes>): Promise<Scenes> {
    const byProvider = (await this.deps.ai.status()).source === 'ai';
    const allowance = allowanceOf(viewer);
    if (byProvider) await (await this.deps.entitlements.of(allowance)).ensureRoomFor('contentGeneration');
    const draft = await this.deps.ai.write(recipe, { workspaceId: viewer.workspaceId, userId: viewer.userId });
    if (draft.source === 'ai') await this.deps.usage.recordContentGeneration(allowance.workspaceId, viewer.userId, recipe.kind);
    return draft.payload;
  }

  private async row(viewer: Viewer, id: string): Promise<VideoRow> {
    const [row] = await this.deps.db
      .select()
      .from(studioVideos)
      .where(and(eq(studioVideos.id, id), eq(studioVideos.workspaceId, viewer.workspaceId)));
    if (!row) throw notFound();
    return row;
  }

  private async detail(row: VideoRow): Promise<StudioVideoDetail> {
    const renders = await this.deps.renders.latest(row.workspaceId, 'video', [row.id]);
    const reach = await reachOfVideos(this.deps.db, row.workspaceId, [row.id]);
    return videoDetail(row, renders.get(row.id), reachOf(reach, row.id));
  }
}
