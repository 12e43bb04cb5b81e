import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { AudioType } from '@/shared/studio/studio';
import type { VideoType } from '@/shared/studio/timeline';
import type { ProjectContext } from '../../../ai';
import { projectPath } from '../../../project-root';
import type { SampleRows, SampleScope, SampleTransaction } from '../../../sample-workspace/sample-rows';
import { insertSampleVideoPosts } from '../../social';
import { studioAudio } from '../audio/schema';
import { type StudioFileKind, studioFilePieces, studioFiles } from '../files/schema';
import { studioRenders } from '../renders/schema';
import { draftTimeline } from '../scripts/draft-timeline';
import { scenesAboutTopic } from '../scripts/offline-script';
import { scenePlanOf } from '../scripts/scene-plan';
import { studioVideoShares, studioVideos } from '../videos/schema';
import { renderSourceOf } from '../videos/video-view';

const hour = 3600 * 1000;
const day = 24 * hour;
const sampleFile = (name: string) => projectPath('src/server/features/studio/sample/files', name);

/** The one short clip every sample video plays (9:16, 5 s, a title card and a line of narration). */
const clip = { name: 'bakery-clip.mp4', width: 360, height: 640, durationMs: 5000 };
const voice = 'en-gb+f3';
/** What the offline writer knows of the sample's site. */
const bakery: ProjectContext = {
  name: 'Sunrise Bakery',
  url: null,
  niche: 'Food & Beverage',
  keywords: ['sourdough', 'rye bread'],
  competitors: [],
};

/**
 * Published videos: when (a weekday 0–6 and a UTC time, so many weeks back) and what X reported.
 * Tuesday afternoons draw the most engagement, so Performance has a best time to tell.
 */
const publishedVideos: ReadonlyArray<{
  title: string;
  type: VideoType;
  template: string | null;
  on: { weeksBack: number; weekday: number; at: string };
  figures: { views: number; likes: number; comments: number; shares: number };
}> = [
  {
    title: 'Rye in 60 seconds',
    type: 'YouTube Short',
    template: 'youtube-short',
    on: { weeksBack: 1, weekday: 2, at: '14:10' },
    figures: { views: 4820, likes: 386, comments: 41, shares: 52 },
  },
  {
    title: 'How we shape a country loaf',
    type: 'Instagram Reel',
    template: 'instagram-reel',
    on: { weeksBack: 2, weekday: 2, at: '14:40' },
    figures: { views: 3910, likes: 301, comments: 28, shares: 44 },
  },
  {
    title: 'Croissant lamination, up close',
    type: 'TikTok Video',
    template: 'tiktok-video',
    on: { weeksBack: 3, weekday: 2, at: '15:05' },
    figures: { views: 6240, likes: 512, comments: 63, shares: 71 },
  },
  {
    title: 'Morning at the bakery',
    type: 'YouTube Short',
    template: 'youtube-short',
    on: { weeksBack: 1, weekday: 1, at: '09:00' },
    figures: { views: 2150, likes: 112, comments: 9, shares: 14 },
  },
  {
    title: 'Sourdough starter basics',
    type: 'Instagram Reel',
    template: null,
    on: { weeksBack: 1, weekday: 3, at: '18:00' },
    figures: { views: 2780, likes: 141, comments: 17, shares: 22 },
  },
  {
    title: 'Ten sourdough mistakes',
    type: 'TikTok Video',
    template: 'tiktok-video',
    on: { weeksBack: 1, weekday: 4, at: '12:00' },
    figures: { views: 5120, likes: 270, comments: 33, shares: 41 },
  },
  {
    title: 'Saturday market haul',
    type: 'YouTube Short',
    template: null,
    on: { weeksBack: 1, weekday: 6, at: '10:00' },
    figures: { views: 1930, likes: 88, comments: 6, shares: 11 },
  },
  {
    title: 'Cinnamon buns for a rainy day',
    type: 'Instagram Reel',
    template: 'instagram-reel',
    on: { weeksBack: 2, weekday: 5, at: '16:00' },
    figures: { views: 2410, likes: 150, comments: 12, shares: 19 },
  },
  {
    title: 'Meet Doris, our starter',
    type: 'TikTok Video',
    template: null,
    on: { weeksBack: 2, weekday: 0, at: '11:00' },
    figures: { views: 3350, likes: 201, comments: 25, shares: 18 },
  },
  {
    title: 'Pretzel night',
    type: 'YouTube Short',
    template: 'youtube-short',
    on: { weeksBack: 2, weekday: 4, at: '19:00' },
    figures: { views: 1720, likes: 77, comments: 5, shares: 9 },
  },
  {
    title: 'Baguette scoring in slow motion',
    type: 'Instagram Reel',
    template: null,
    on: { weeksBack: 3, weekday: 3, at: '13:00' },
    figures: { views: 2960, likes: 170, comments: 14, shares: 23 },
  },
  {
    title: 'Behind the counter at 5 am',
    type: 'TikTok Video',
    template: 'tiktok-video',
    on: { weeksBack: 3, weekday: 1, at: '07:00' },
    figures: { views: 1480, likes: 66, comments: 4, shares: 8 },
  },
];

/** Drafts not rendered yet: one from a template, one wide explainer. */
const draftVideos: ReadonlyArray<{ title: string; type: VideoType; template: string | null; duration: number }> = [
  { title: 'Pumpkin loaf is back', type: 'YouTube Short', template: 'youtube-short', duration: 30 },
  { title: 'Holiday stollen, step by step', type: 'Explainer Video', template: 'explainer-video', duration: 90 },
];

const sampleAudio: ReadonlyArray<{ title: string; type: AudioType; script: string; file: string; durationMs: number; downloads: number }> =
  [
    {
      title: 'Podcast welcome',
      type: 'Podcast Intro',
      script: 'Fresh bread every morning, at Sunrise Bakery.',
      file: 'welcome.mp3',
      durationMs: 2900,
      downloads: 24,
    },
    {
      title: 'Weekend opening hours',
      type: 'Voice Over',
      script: 'We are open from seven to three on Saturdays and Sundays.',
      file: 'opening-hours.mp3',
      durationMs: 3550,
      downloads: 9,
    },
    {
      title: 'Rye bread in a minute',
      type: 'Audio Summary',
      script: 'Rye bread in a minute: a long, slow rise makes all the difference.',
      file: 'rye-in-a-minute.mp3',
      durationMs: 3870,
      downloads: 15,
    },
  ];

/** The `weekday` (0 is Sunday) `weeksBack` weeks before `now`'s week, at `at` UTC. */
function pastWeekday(now: Date, { weeksBack, weekday, at }: { weeksBack: number; weekday: number; at: string }): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const date = new Date(now.getTime() - (weeksBack * 7 + ((now.getUTCDay() - weekday + 7) % 7)) * day);
  date.setUTCHours(hours, minutes, 0, 0);
  return date;
}

/** A file of the sample, stored as its one piece; a Sample workspace's files take no one's storage. */
async function storeSampleFile(
  tx: SampleTransaction,
  scope: SampleScope,
  file: { bytes: Buffer; kind: StudioFileKind; name: string; mimeType: string; durationMs?: number; width?: number; height?: number },
): Promise<string> {
  const { bytes, ...facts } = file;
  const [row] = await tx
    .insert(studioFiles)
    .values({
      ...facts,
      workspaceId: scope.workspaceId,
      allowanceWorkspaceId: scope.workspaceId,
      createdBy: scope.userId,
      origin: 'render',
      size: bytes.length,
    })
    .returning({ id: studioFiles.id });
  await tx.insert(studioFilePieces).values({ fileId: row!.id, position: 0, data: bytes });
  return row!.id;
}

function sampleVideoRow(
  scope: SampleScope,
  video: { title: string; type: VideoType; template: string | null; duration: number },
  createdAt: Date,
) {
  const plan = scenePlanOf(video);
  const topic = video.title.toLowerCase();
  const timeline = draftTimeline(scenesAboutTopic(topic, plan, bakery), plan);
  return {
    workspaceId: scope.workspaceId,
    projectId: scope.projects[0]?.id ?? null,
    createdBy: scope.userId,
    title: video.title,
    type: video.type,
    topic,
    template: video.template,
    timeline,
    voice,
    speed: 1,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * The Video & Audio Studio's part of the Sample workspace: a dozen short videos published on X with the
 * figures it reported (so Performance ranks them and names the best time), two drafts, and three audio.
 */
async function insertSampleStudio(tx: SampleTransaction, scope: SampleScope): Promise<void> {
  const { workspaceId, userId, now } = scope;
  const [clipBytes, thumbnailBytes] = await Promise.all([readFile(sampleFile(clip.name)), readFile(sampleFile('bakery-thumbnail.jpg'))]);

  const published = publishedVideos.map((video) => ({ ...video, at: pastWeekday(now, video.on) }));
  const mediaIds = await insertSampleVideoPosts(
    tx,
    { workspaceId, userId, now },
    published.map((video) => ({
      content: `${video.title}: fresh from the Sunrise Bakery ovens.`,
      video: { bytes: clipBytes, filename: `${video.title}.mp4`, width: clip.width, height: clip.height, durationMs: clip.durationMs },
      publishedAt: video.at,
      figures: video.figures,
    })),
  );
  for (const [index, video] of published.entries()) {
    const row = sampleVideoRow(scope, { ...video, duration: 15 }, new Date(video.at.getTime() - day));
    const videoFileId = await storeSampleFile(tx, scope, {
      bytes: clipBytes,
      kind: 'video',
      name: `${video.title}.mp4`,
      mimeType: 'video/mp4',
      durationMs: clip.durationMs,
      width: clip.width,
      height: clip.height,
    });
    const thumbnailFileId = await storeSampleFile(tx, scope, {
      bytes: thumbnailBytes,
      kind: 'thumbnail',
      name: `${video.title}.jpg`,
      mimeType: 'image/jpeg',
    });
    const [inserted] = await tx
      .insert(studioVideos)
      .values({ ...row, videoFileId, thumbnailFileId, durationMs: clip.durationMs })
      .returning();
    // Its render was made from the scenes as stored (jsonb orders their keys its own way).
    await tx
      .update(studioVideos)
      .set({ renderedFrom: renderSourceOf(inserted!) })
      .where(eq(studioVideos.id, inserted!.id));
    await tx.insert(studioVideoShares).values({ videoId: inserted!.id, workspaceId, mediaId: mediaIds[index]!, createdAt: video.at });
  }
  for (const [index, video] of draftVideos.entries())
    await tx.insert(studioVideos).values(sampleVideoRow(scope, video, new Date(now.getTime() - (index + 1) * hour)));

  for (const [index, audio] of sampleAudio.entries()) {
    const createdAt = new Date(now.getTime() - (index + 2) * day);
    const fileId = await storeSampleFile(tx, scope, {
      bytes: await readFile(sampleFile(audio.file)),
      kind: 'audio',
      name: `${audio.title}.mp3`,
      mimeType: 'audio/mpeg',
      durationMs: audio.durationMs,
    });
    const [row] = await tx
      .insert(studioAudio)
      .values({
        workspaceId,
        createdBy: userId,
        title: audio.title,
        type: audio.type,
        script: audio.script,
        targetSeconds: Math.ceil(audio.durationMs / 1000),
        voice,
        fileId,
        durationMs: audio.durationMs,
        downloads: audio.downloads,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: studioAudio.id });
    await tx.insert(studioRenders).values({
      workspaceId,
      createdBy: userId,
      allowanceWorkspaceId: workspaceId,
      audioId: row!.id,
      status: 'done',
      progress: 100,
      attempts: 1,
      createdAt,
      updatedAt: createdAt,
      finishedAt: createdAt,
    });
  }
}

/** The studio's part of the Sample workspace (ServerModule.sample). */
export const studioSampleRows: SampleRows = { insert: insertSampleStudio };
