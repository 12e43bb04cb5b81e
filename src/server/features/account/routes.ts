import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { create as contentDisposition } from 'content-disposition';
import { accountMessages, deleteAccountSchema, exportFormatSchema, sessionIdSchema, userIdParamSchema } from '@/shared/account/account';
import type { AppEnv } from '../../auth/viewer';
import { limitBody } from '../../http/body-limit';
import { FixedWindowLimit } from '../../http/fixed-window-limit';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { ServiceError } from '../../lib/service-error';
import type { Database } from '../../db/database';
import { requireRole } from '../../auth/require-role';
import { exportUserData, exportWorkspaceData } from './data-export';
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
  return (
    new Hono<AppEnv>()
      .get('/sessions', async (c) => c.json({ sessions: await sessions.list(c.var.viewer.userId, c.req.raw.headers) }))
      .delete('/sessions/:id', validate('param', sessionIdSchema), async (c) => {
        await sessions.revoke(c.var.viewer.userId, c.req.valid('param').id, c.req.raw.headers);
        return c.json({ ok: true });
      })
      .post('/photo', limitBody(photoUploadLimit, accountMessages.photoTooLarge), async (c) => {
        const file = (await c.req.parseBody().catch(() => null))?.photo;
        if (!(file instanceof File)) throw new ServiceError(400, 'INVALID_IMAGE', accountMessages.photoNotImage);
        const image = await photos.save(c.var.viewer.userId, Buffer.from(await file.arrayBuffer()));
        return c.json({ image });
      })
      .delete('/photo', async (c) => {
        await photos.remove(c.var.viewer.userId);
        return c.json({ image: null });
      })
      // The user's own data, from their profile to every row of the workspaces they own.
      .get('/export', validate('query', exportFormatSchema), async (c) => {
        const { format } = c.req.valid('query');
        const { userId } = c.var.viewer;
        const owned = await ownedWorkspaces(db, userId);
        const zip = await exportUserData(
          db,
          userId,
          owned.map((workspace) => workspace.id),
          format,
        );
        const day = new Date().toISOString().slice(0, 10);
        return c.body(new Uint8Array(zip), 200, {
          'content-type': 'application/zip',
          'content-disposition': contentDisposition(`uplift-data-${day}-${format}.zip`),
          'cache-control': 'no-store',
        });
      })
      // The request's workspace, whole, for its Owner: rows as JSON and its uploaded files (ADR 045).
      .get('/workspace-export', requireRole('owner', accountMessages.workspaceExportOwnerOnly), async (c) => {
        const { workspaceId } = c.var.viewer;
        const zip = await exportWorkspaceData(db, workspaceId, deletion.files);
        const day = new Date().toISOString().slice(0, 10);
        return c.body(Readable.toWeb(zip) as ReadableStream<Uint8Array>, 200, {
          'content-type': 'application/zip',
          'content-disposition': contentDisposition(`uplift-workspace-${workspaceId}-${day}.zip`),
          'cache-control': 'no-store',
        });
      })
      .post(
        '/delete',
        validate('json', deleteAccountSchema),
        rateLimit<AppEnv>(passwordChecks, (c) => c.var.viewer.userId, accountMessages.tooManyAttempts),
        async (c) => {
          await deleteAccount(deletion, c.var.viewer.userId, c.req.raw.headers, c.req.valid('json').password);
          return c.json({ ok: true });
        },
      )
      .get('/photos/:userId', validate('param', userIdParamSchema), async (c) => {
        const photo = await photos.read(c.var.viewer.userId, c.req.valid('param').userId);
        return c.body(new Uint8Array(photo.data), 200, {
          'content-type': photo.contentType,
          'cache-control': 'private, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        });
      })
  );
}
