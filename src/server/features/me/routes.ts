import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { buildClientUser } from './service';

export function meRoutes({ plans, usage }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await buildClientUser({ plans, usage }, c.var.viewer)));
}
