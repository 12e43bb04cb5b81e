import { Hono } from 'hono';
import { z } from 'zod';
import { apiMessages } from '@/shared/messages';
import { notificationPreferencesBodySchema } from '@/shared/notification-kinds';
import type { CoreDeps, AppEnv } from '../context';
import { apiError } from '../http/errors';
import { validate } from '../http/validate';
import { preferencesOf, updatePreferences } from './preferences';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
const idParam = z.object({ id: z.uuid({ error: apiMessages.notFound }) });

export function notificationsRoutes({ db }: CoreDeps) {
  return new Hono<AppEnv>()
    .get('/', validate('query', listQuery), async (c) => {
      const { limit } = c.req.valid('query');
      return c.json(await listNotifications(db, c.var.viewer, limit));
    })
    // Every member, Viewers too, manages their own preferences: they are the user's, not the workspace's.
    .get('/preferences', async (c) => c.json({ preferences: await preferencesOf(db, c.var.viewer.userId) }))
    .put('/preferences', validate('json', notificationPreferencesBodySchema), async (c) => {
      await updatePreferences(db, c.var.viewer.userId, c.req.valid('json'));
      return c.json({ preferences: await preferencesOf(db, c.var.viewer.userId) });
    })
    .post('/read-all', async (c) => c.json({ updated: await markAllNotificationsRead(db, c.var.viewer) }))
    .post('/:id/read', async (c) => {
      const parsed = idParam.safeParse(c.req.param());
      if (!parsed.success || !(await markNotificationRead(db, c.var.viewer, parsed.data.id))) {
        return apiError(c, 404, 'NOT_FOUND', apiMessages.notFound);
      }
      return c.json({ ok: true });
    });
}
