import { Hono } from 'hono';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { dashboardSummary } from './service';

export function dashboardRoutes({ db }: CoreDeps) {
  return new Hono<AppEnv>().get('/', async (c) => c.json(await dashboardSummary(db, c.var.viewer.workspaceId)));
}
