import { Hono } from 'hono';
import { z } from 'zod';
import { notificationPreferencesBodySchema } from '@/shared/notification-kinds';
import type { Database } from '../db/database';
import type { AppEnv } from '../auth/viewer';
import { uuidParams, validate } from '../http/validate';
import { preferencesOf, updatePreferences } from './preferences';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './service';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export function notificationsRoutes({ db }: { db: Database }) {
  return (
    new Hono<AppEnv>()
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
      .post('/:id/read', uuidParams('id'), async (c) => {
        await markNotificationRead(db, c.var.viewer, c.req.valid('param').id);
        return c.json({ ok: true });
      })
  );
}
