import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { buildClientUser } from './service';

export function meRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await buildClientUser(db, c.var.viewer)));
}
