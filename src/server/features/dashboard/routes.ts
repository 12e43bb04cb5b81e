import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { dashboardSummary } from './service';

export function dashboardRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await dashboardSummary(db, c.var.viewer.workspaceId)));
}
