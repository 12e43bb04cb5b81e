import { Hono } from 'hono';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { buildClientUser } from './service';

export function meRoutes({ plans, usage }: CoreDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await buildClientUser({ plans, usage }, c.var.viewer)));
}
