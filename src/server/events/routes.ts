import { Hono } from 'hono';
import { z } from 'zod';
import type { CoreDeps, AppEnv } from '../context';
import { validate } from '../http/validate';
import { listUserEvents } from './service';

const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/** The workspace's activity, newest first (core §7: default 50, the dashboard asks for 10). */
export function eventsRoutes({ db }: CoreDeps) {
  return new Hono<AppEnv>().get('/', validate('query', listQuery), async (c) =>
    c.json({ events: await listUserEvents(db, c.var.viewer.workspaceId, c.req.valid('query').limit) }),
  );
}
