import { Hono } from 'hono';
import type { CoreDeps, AppEnv } from '../../context';
import { buildClientUser } from './service';

export function meRoutes({ plans, usage }: CoreDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await buildClientUser({ plans, usage }, c.var.viewer)));
}
