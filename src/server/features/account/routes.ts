import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountMessages, deleteAccountSchema, exportFormatSchema, sessionIdSchema, userIdParamSchema } from '@/shared/account';
import { apiMessages } from '@/shared/messages';
import type { AppEnv } from '../../context';
import { apiError } from '../../http/errors';
import { FixedWindowLimit } from '../../http/fixed-window-limit';
import { validate } from '../../http/validate';
import { sharesWorkspace } from '../../tenancy/memberships';
import type { Database } from '../../db/database';
import { exportUserData } from './data-export';
import { type AccountDeletionDeps, deleteAccount, ownedWorkspaces } from './deletion';
import { maxPhotoBytes, type ProfilePhotos } from './photo';
import type { AccountSessions } from './sessions';

/** The multipart envelope around a photo adds a few hundred bytes; this leaves room for them. */
const photoUploadLimit = maxPhotoBytes + 64 * 1024;

interface AccountRouteDeps {
  db: Database;
  sessions: AccountSessions;
  photos: ProfilePhotos;
  deletion: AccountDeletionDeps;
  /** Password checks per user a minute, as sign-in allows per address. */
  passwordAttempts: number;
}

export function accountRoutes({ db, sessions, photos, deletion, passwordAttempts }: AccountRouteDeps) {
  // better-auth's limiter does not see a password checked from here.
  const passwordChecks = new FixedWindowLimit(db, { name: 'account-delete', windowSeconds: 60, max: passwordAttempts });
  return new Hono<AppEnv>()
    .get('/sessions', async (c) => c.json({ sessions: await sessions.list(c.var.viewer.userId, c.req.raw.headers) }))
    .delete('/sessions/:id', validate('param', sessionIdSchema), async (c) => {
      await sessions.revoke(c.var.viewer.userId, c.req.valid('param').id, c.req.raw.headers);
      return c.json({ ok: true });
    })
    .post(
      '/photo',
      bodyLimit({ maxSize: photoUploadLimit, onError: (c) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', accountMessages.photoTooLarge) }),
      async (c) => {
        const form = await c.req.parseBody().catch(() => null);
        const file = form?.photo;
        if (!(file instanceof File)) return apiError(c, 400, 'INVALID_IMAGE', accountMessages.photoNotImage);
        if (file.size > maxPhotoBytes) return apiError(c, 413, 'PAYLOAD_TOO_LARGE', accountMessages.photoTooLarge);
        const image = await photos.save(c.var.viewer.userId, Buffer.from(await file.arrayBuffer()));
        return c.json({ image });
      },
    )
    .delete('/photo', async (c) => {
      await photos.remove(c.var.viewer.userId);
      return c.json({ image: null });
    })
    // The user's own data, from their profile to every row of the workspaces they own.
    .get('/export', validate('query', exportFormatSchema), async (c) => {
      const { format } = c.req.valid('query');
      const { userId } = c.var.viewer;
      const owned = await ownedWorkspaces(db, userId);
      const zip = await exportUserData(db, userId, owned.map((workspace) => workspace.id), format);
      const day = new Date().toISOString().slice(0, 10);
      return c.body(new Uint8Array(zip), 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="uplift-data-${day}-${format}.zip"`,
        'cache-control': 'no-store',
      });
    })
    .post('/delete', validate('json', deleteAccountSchema), async (c) => {
      const { userId } = c.var.viewer;
      if (!(await passwordChecks.allow(userId))) return apiError(c, 429, 'TOO_MANY_REQUESTS', accountMessages.tooManyAttempts);
      await deleteAccount(deletion, userId, c.req.raw.headers, c.req.valid('json').password);
      return c.json({ ok: true });
    })
    // Photos show to the user and to the people they share a workspace with, nobody else.
    .get('/photos/:userId', validate('param', userIdParamSchema), async (c) => {
      const { userId } = c.req.valid('param');
      const viewer = c.var.viewer;
      const visible = userId === viewer.userId || (await sharesWorkspace(db, viewer.userId, userId));
      const photo = visible ? await photos.read(userId) : null;
      if (!photo) return apiError(c, 404, 'NOT_FOUND', apiMessages.notFound);
      return c.body(new Uint8Array(photo.data), 200, {
        'content-type': photo.contentType,
        'cache-control': 'private, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'",
      });
    });
}
