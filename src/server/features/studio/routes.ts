import { Hono } from 'hono';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import { audioInputSchema, audioUpdateSchema, studioMessages, videoInputSchema, videoUpdateSchema } from '@/shared/studio/studio';
import type { AppEnv } from '../../auth/viewer';
import { requireRole } from '../../auth/require-role';
import { rangedFileResponse } from '../../http/ranged-file';
import { declaredLength } from '../../http/body-limit';
import { pathParams, uuidParams, validate } from '../../http/validate';
import type { AudioService } from './audio/audio-service';
import type { StudioFileRow, StudioFiles } from './files/studio-files';
import type { UploadsService } from './files/uploads-service';
import type { StudioOverviewService } from './overview/overview-service';
import type { SelfApi } from '../../http/self-api';
import { shareVideo } from './videos/share-video';
import type { VideosService } from './videos/videos-service';
import type { Voices } from './voices';

const bestTimeQuery = z.object({ tz: z.string().trim().min(1).max(64).default('UTC') });
const downloadQuery = z.object({ download: z.enum(['1']).optional(), v: z.string().max(40).optional() });
const uploadQuery = z.object({ name: z.string().max(1000, 'That file name is too long').default('upload') });
// The size is the service's to judge against the largest upload and the plan's storage.
const uploadLength = declaredLength({ empty: studioMessages.uploadNotMedia });
const sceneParams = pathParams(z.object({ id: z.string().uuid(), sceneId: z.string().min(1).max(40) }));
const videoFiles = {
  'video.mp4': 'video',
  'thumbnail.jpg': 'thumbnail',
  'captions.srt': 'captions',
  'storyboard.png': 'storyboard',
} as const;
const videoFileParams = pathParams(
  z.object({ id: z.string().uuid(), file: z.enum(['video.mp4', 'thumbnail.jpg', 'captions.srt', 'storyboard.png']) }),
);
const audioFileParams = pathParams(z.object({ id: z.string().uuid(), file: z.enum(['audio.mp3', 'audio.wav']) }));

/** A file's bytes as players and downloads ask for them: private, versioned by the address, attached when downloaded. */
function fileResponse(c: Parameters<typeof rangedFileResponse>[0], files: StudioFiles, file: StudioFileRow, download: boolean) {
  const read = (start: number, end: number) => files.read(file, start, end);
  return rangedFileResponse(
    c,
    { mimeType: file.mimeType, size: file.size, read },
    {
      'cache-control': 'private, max-age=86400',
      ...(download ? { 'content-disposition': contentDisposition(file.name) } : {}),
    },
  );
}

export function studioRoutes(deps: {
  videos: VideosService;
  audio: AudioService;
  files: StudioFiles;
  voices: Voices;
  overview: StudioOverviewService;
  uploads: UploadsService;
  selfApi: SelfApi;
}) {
  const { videos, audio, files, uploads } = deps;
  return new Hono<AppEnv>()
    .get('/overview', async (c) => c.json(await deps.overview.overview(c.var.viewer)))
    .get('/voices', async (c) => c.json(await deps.voices.list()))
    .get('/templates', async (c) => c.json({ templates: await deps.overview.templates(c.var.viewer) }))
    .get('/videos', async (c) => c.json({ videos: await videos.list(c.var.viewer) }))
    .get('/best-time', validate('query', bestTimeQuery), async (c) => c.json(await videos.bestTime(c.var.viewer, c.req.valid('query').tz)))
    .post('/videos', validate('json', videoInputSchema), requireRole('editor'), async (c) =>
      c.json(await videos.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .get('/videos/:id', uuidParams('id'), async (c) => c.json(await videos.get(c.var.viewer, c.req.valid('param').id)))
    .patch('/videos/:id', uuidParams('id'), validate('json', videoUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await videos.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .post('/videos/:id/scenes/:sceneId/regenerate', sceneParams, requireRole('editor'), async (c) => {
      const { id, sceneId } = c.req.valid('param');
      return c.json(await videos.regenerateScene(c.var.viewer, id, sceneId));
    })
    .post('/videos/:id/render', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await videos.render(c.var.viewer, c.req.valid('param').id), 202),
    )
    .post('/videos/:id/share', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await shareVideo(deps, c, c.var.viewer, c.req.valid('param').id), 201),
    )
    .delete('/videos/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await videos.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/videos/:id/:file', videoFileParams, validate('query', downloadQuery), async (c) => {
      const { id, file } = c.req.valid('param');
      const stored = await videos.file(c.var.viewer, id, videoFiles[file]);
      return fileResponse(c, files, stored, c.req.valid('query').download === '1');
    })
    .get('/uploads', async (c) => c.json({ uploads: await uploads.list(c.var.viewer) }))
    .post('/uploads', validate('query', uploadQuery), uploadLength, requireRole('editor'), async (c) => {
      const upload = {
        name: c.req.valid('query').name,
        length: Number(c.req.header('content-length')),
        body: c.req.raw.body as ReadableStream<Uint8Array>,
        abandoned: c.req.raw.signal,
      };
      return c.json(await uploads.upload(c.var.viewer, upload), 201);
    })
    .delete('/uploads/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await uploads.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/uploads/:id/file', uuidParams('id'), async (c) =>
      fileResponse(c, files, await uploads.file(c.var.viewer, c.req.valid('param').id), false),
    )
    .get('/audio', async (c) => c.json({ audio: await audio.list(c.var.viewer) }))
    .post('/audio', validate('json', audioInputSchema), requireRole('editor'), async (c) =>
      c.json(await audio.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .patch('/audio/:id', uuidParams('id'), validate('json', audioUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await audio.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/audio/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await audio.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .get('/audio/:id/:file', audioFileParams, validate('query', downloadQuery), async (c) => {
      const { id, file } = c.req.valid('param');
      const download = c.req.valid('query').download === '1';
      // A player's follow-up range requests are not downloads: only the first request of one counts.
      const counted = download && !/^bytes=[1-9]/.test(c.req.header('range') ?? '');
      const stored = await audio.file(c.var.viewer, id, file === 'audio.wav' ? 'wav' : 'mp3', counted);
      return fileResponse(c, files, stored, download);
    });
}
