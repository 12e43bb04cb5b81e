import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { buildClientUser } from './service';

export function meRoutes({ usage }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await buildClientUser(usage, c.var.viewer)));
}
