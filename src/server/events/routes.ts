import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { AppEnv } from '../auth/viewer';
import { validate } from '../http/validate';
import { screenVisitSchema } from '@/shared/screen-visits';
import { eventListQuerySchema } from '@/shared/events';
import { listUserEvents, recordScreenVisit } from './service';

/** The workspace's activity, newest first (default 50, the dashboard asks for 10), and screen visits. */
export function eventsRoutes({ db }: { db: Database }) {
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', eventListQuerySchema), async (c) =>
        c.json({ events: await listUserEvents(db, c.var.viewer.workspaceId, c.req.valid('query').limit) }),
      )
      // Any member, Viewers too: opening a screen changes nothing but the activity list.
      .post('/visits', validate('json', screenVisitSchema), async (c) => {
        const { workspaceId, userId } = c.var.viewer;
        await recordScreenVisit(db, { workspaceId, userId }, c.req.valid('json').screen);
        return c.json({ ok: true });
      })
  );
}
