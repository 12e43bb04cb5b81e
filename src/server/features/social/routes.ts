import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  choosePagesSchema,
  connectAccountSchema,
  generateSocialSchema,
  socialImportSchema,
  socialMediaMaxBytes,
  socialMediaMessages,
  socialMessages,
  socialAnalyticsNotOnPlan,
  socialPostInputSchema,
  socialPostsQuerySchema,
} from '@/shared/social/social';
import type { Entitlements } from '../../billing/entitlements';
import { inertFile, rangedFileResponse } from '../../http/ranged-file';
import type { AppEnv } from '../../auth/viewer';
import type { Logger } from '../../logger';
import { declaredLength } from '../../http/body-limit';
import { pathParams, uuidParams, validate } from '../../http/validate';
import { ServiceError, notFound } from '../../lib/service-error';
import type { AccountsService } from './accounts/accounts-service';
import type { EngagementService } from './engagement/engagement-service';
import type { MediaLinks } from './media/media-links';
import type { MediaService, StoredMedia } from './media/media-service';
import type { ContentGeneration } from '../content';
import { writeSocialPosts } from './posts/post-writer';
import type { SocialCsvImport } from './posts/csv-import';
import type { PostsService } from './posts/posts-service';
import { requireRole } from '../../auth/require-role';
import { featureGate } from '../../billing/require-feature';

const callbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
});

const analyticsQuery = z.object({ days: z.coerce.number({ error: 'Choose a period' }).int().min(1).max(365).default(30) });
const bestTimesQuery = z.object({ tz: z.string().trim().min(1).max(64).default('UTC') });
const videoQuery = z.object({ name: z.string().max(1000, 'That file name is too long').default('video') });

// Uploads stream to the media service; the multipart envelope around the largest image has room.
const imageUploadLength = declaredLength({
  empty: socialMediaMessages.chooseImage,
  maxBytes: socialMediaMaxBytes + 64 * 1024,
  tooLarge: socialMediaMessages.tooLarge,
});
const imageForm = z.object({ file: z.instanceof(File, { error: socialMediaMessages.chooseImage }) });
// A video's size is the service's to judge against the plan's storage.
const videoUploadLength = declaredLength({ empty: socialMediaMessages.chooseImage });

/** Served as the image it was proven to be, never as a document a browser could run. */
function imageResponse(c: Context, image: { data: Buffer; mimeType: string }, cacheControl: string) {
  return c.body(new Uint8Array(image.data), 200, { ...inertFile, 'content-type': image.mimeType, 'cache-control': cacheControl });
}

/** A video for the composer's player and the post cards, in the ranges they ask for: no request reads much of a 256 MB file. */
function videoResponse(c: Context, media: MediaService, video: Extract<StoredMedia, { kind: 'video' }>) {
  const read = (start: number, end: number) => media.videoBytes(video, start, end);
  return rangedFileResponse(c, { mimeType: video.mimeType, size: video.size, read }, { 'cache-control': 'private, max-age=86400' });
}

/**
 * /api/social-media/:token: a composer image by its signed, expiring link, for the networks that
 * fetch a post's images themselves (Instagram, TikTok). Public: the signature is the permission.
 */
export function socialMediaLinkRoutes(deps: { media: MediaService; links: MediaLinks }) {
  return new Hono<AppEnv>().get('/:token', pathParams(z.object({ token: z.string().max(512) })), async (c) => {
    const id = deps.links.mediaId(c.req.valid('param').token);
    if (!id) throw notFound();
    // Not kept by a cache on the way, which could serve it after the link has expired.
    return imageResponse(c, await deps.media.readLinked(id), 'no-store');
  });
}

/** /api/social: accounts, posts, engagement and the writer. */
export function socialRoutes(deps: {
  accounts: AccountsService;
  posts: PostsService;
  media: MediaService;
  imports: SocialCsvImport;
  engagement: EngagementService;
  generation: ContentGeneration;
  entitlements: Entitlements;
  logger: Logger;
}) {
  const { accounts, posts } = deps;
  const requireFeature = featureGate(deps.entitlements);
  return (
    new Hono<AppEnv>()
      .get('/networks', async (c) => c.json({ networks: await accounts.networks() }))
      .get('/accounts', async (c) => c.json({ accounts: await accounts.list(c.var.viewer) }))
      .post('/accounts', validate('json', connectAccountSchema), requireRole('editor'), async (c) => {
        const result = await accounts.connect(c.var.viewer, c.req.valid('json'));
        return c.json(result, 'account' in result ? 201 : 200);
      })
      // The network sends the browser back here; the screen says how it went, a refused role too, so the
      // service checks the Editor role itself.
      .get('/connect/callback', validate('query', callbackQuery), async (c) => {
        try {
          const outcome = await accounts.complete(c.var.viewer, c.req.valid('query'));
          return c.redirect('pageChoice' in outcome ? `/social?choosePages=${outcome.pageChoice}` : `/social?connected=${outcome.network}`);
        } catch (error) {
          // A browser navigation: whatever went wrong, the user lands back on the screen, told so.
          if (!(error instanceof ServiceError)) deps.logger.error('social account connection failed', { error: (error as Error).message });
          const message = error instanceof ServiceError ? error.message : socialMessages.connectFailed;
          return c.redirect(`/social?connectError=${encodeURIComponent(message)}`);
        }
      })
      .get('/page-choices/:id', uuidParams('id'), requireRole('editor'), async (c) =>
        c.json(await accounts.pageChoice(c.var.viewer, c.req.valid('param').id)),
      )
      .post('/page-choices/:id', uuidParams('id'), validate('json', choosePagesSchema), requireRole('editor'), async (c) =>
        c.json({ accounts: await accounts.choosePages(c.var.viewer, c.req.valid('param').id, c.req.valid('json')) }, 201),
      )
      .post('/accounts/:id/disconnect', uuidParams('id'), requireRole('editor'), async (c) =>
        c.json(await accounts.disconnect(c.var.viewer, c.req.valid('param').id)),
      )
      .post('/accounts/:id/reconnect', uuidParams('id'), requireRole('editor'), async (c) =>
        c.json(await accounts.reconnect(c.var.viewer, c.req.valid('param').id)),
      )
      .delete('/accounts/:id', uuidParams('id'), requireRole('editor'), async (c) => {
        await accounts.remove(c.var.viewer, c.req.valid('param').id);
        return c.body(null, 204);
      })
      .get('/posts', validate('query', socialPostsQuerySchema), async (c) =>
        c.json({ posts: await posts.list(c.var.viewer, { scheduled: c.req.valid('query').status === 'scheduled' }) }),
      )
      .post('/posts', validate('json', socialPostInputSchema), requireRole('editor'), async (c) =>
        c.json(await posts.create(c.var.viewer, c.req.valid('json')), 201),
      )
      .put('/posts/:id', uuidParams('id'), validate('json', socialPostInputSchema), requireRole('editor'), async (c) =>
        c.json(await posts.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
      )
      .post('/posts/:id/cancel', uuidParams('id'), requireRole('editor'), async (c) =>
        c.json(await posts.cancel(c.var.viewer, c.req.valid('param').id)),
      )
      .delete('/posts/:id', uuidParams('id'), requireRole('editor'), async (c) => {
        await posts.remove(c.var.viewer, c.req.valid('param').id);
        return c.body(null, 204);
      })
      .post('/media', imageUploadLength, validate('form', imageForm), requireRole('editor'), async (c) => {
        const { file } = c.req.valid('form');
        return c.json(await deps.media.upload(c.var.viewer, { name: file.name, bytes: Buffer.from(await file.arrayBuffer()) }), 201);
      })
      // The raw bytes stream in as they come (Content-Type application/octet-stream), the name in the query.
      .post('/media/videos', validate('query', videoQuery), videoUploadLength, requireRole('editor'), async (c) => {
        const upload = {
          name: c.req.valid('query').name,
          length: Number(c.req.header('content-length')),
          body: c.req.raw.body as ReadableStream<Uint8Array>,
          abandoned: c.req.raw.signal,
        };
        return c.json(await deps.media.uploadVideo(c.var.viewer, upload), 201);
      })
      .get('/media/:id', uuidParams('id'), async (c) => {
        const stored = await deps.media.read(c.var.viewer, c.req.valid('param').id);
        return stored.kind === 'image' ? imageResponse(c, stored, 'private, max-age=86400') : videoResponse(c, deps.media, stored);
      })
      .post('/imports', validate('json', socialImportSchema), requireRole('editor'), async (c) =>
        c.json(await deps.imports.run(c.var.viewer, c.req.valid('json')), 201),
      )
      .post('/accounts/:id/sync', uuidParams('id'), requireRole('editor'), async (c) => {
        await deps.engagement.syncNow(c.var.viewer, c.req.valid('param').id);
        return c.json({ queued: true }, 202);
      })
      .get('/engagement', async (c) => c.json({ items: await deps.engagement.engagement(c.var.viewer) }))
      .get('/analytics', validate('query', analyticsQuery), requireFeature('social_analytics', socialAnalyticsNotOnPlan), async (c) =>
        c.json(await deps.engagement.analytics(c.var.viewer, c.req.valid('query').days)),
      )
      .get('/best-times', validate('query', bestTimesQuery), async (c) =>
        c.json(await deps.engagement.bestTimes(c.var.viewer, c.req.valid('query').tz)),
      )
      .post('/generate', validate('json', generateSocialSchema), requireRole('editor'), async (c) =>
        c.json(await writeSocialPosts(deps.generation, c.var.viewer, c.req.valid('json'))),
      )
  );
}
