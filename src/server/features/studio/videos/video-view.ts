import { createHash } from 'node:crypto';
import type { RenderState, StudioVideo, StudioVideoDetail, VideoStatus } from '@/shared/studio/studio';
import { plannedSeconds } from '@/shared/studio/timeline';
import type { studioRenders } from '../renders/schema';
import type { studioVideos } from './schema';
import type { VideoReach } from './video-reach';

export type VideoRow = typeof studioVideos.$inferSelect;
export type RenderRow = typeof studioRenders.$inferSelect;

/** What a render was made from: the scenes, the voice and its speed. */
export function renderSourceOf(video: Pick<VideoRow, 'timeline' | 'voice' | 'speed'>): string {
  return createHash('sha256')
    .update(JSON.stringify([video.timeline, video.voice, video.speed]))
    .digest('base64url')
    .slice(0, 22);
}

export function renderStateOf(render: RenderRow | undefined): RenderState | null {
  if (!render) return null;
  return { id: render.id, status: render.status, progress: render.progress, stage: render.stage, error: render.error };
}

const underWay = (render: RenderRow | undefined) => render?.status === 'queued' || render?.status === 'running';

function statusOf(render: RenderRow | undefined, reach: VideoReach): VideoStatus {
  if (underWay(render)) return 'Rendering';
  if (reach.publishedAt) return 'Published';
  if (reach.scheduledAt) return 'Scheduled';
  return 'Draft';
}

/** A file's address under the video, versioned by the file so a new render is never served from cache. */
const fileUrl = (video: VideoRow, name: string, fileId: string | null) =>
  fileId ? `/api/studio/videos/${video.id}/${name}?v=${fileId.slice(0, 8)}` : null;

export function videoView(video: VideoRow, render: RenderRow | undefined, reach: VideoReach): StudioVideo {
  const rendered = video.videoFileId !== null;
  return {
    id: video.id,
    title: video.title,
    type: video.type,
    aspect: video.timeline.output.aspect,
    status: statusOf(render, reach),
    durationSeconds: rendered && video.durationMs ? video.durationMs / 1000 : plannedSeconds(video.timeline),
    rendered,
    changedSinceRender: rendered && video.renderedFrom !== renderSourceOf(video),
    views: reach.views,
    engagement: reach.engagement,
    thumbnailUrl: fileUrl(video, 'thumbnail.jpg', video.thumbnailFileId),
    fileUrl: fileUrl(video, 'video.mp4', video.videoFileId),
    captionsUrl: fileUrl(video, 'captions.srt', video.captionsFileId),
    storyboardUrl: fileUrl(video, 'storyboard.png', video.storyboardFileId),
    render: renderStateOf(render),
    template: video.template,
    voice: video.voice,
    speed: video.speed,
    createdAt: video.createdAt.toISOString(),
  };
}

export function videoDetail(video: VideoRow, render: RenderRow | undefined, reach: VideoReach): StudioVideoDetail {
  return { ...videoView(video, render, reach), topic: video.topic, timeline: video.timeline };
}
