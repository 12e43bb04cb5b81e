import { Hono } from 'hono';
import { requireRole } from '../../../auth/require-role';
import type { AppEnv } from '../../../auth/viewer';
import type { CoreDeps } from '../../../context';
import { uuidParams } from '../../../http/validate';
import { InsightsService } from './service';

/**
 * /api/assistant: the AI Insights (read by every member; Refresh by Editors and Owners) and the
 * suggestion chips, all drawn from the workspace's figures as the caller's own screens show them.
 */
export function insightsRoutes(core: Pick<CoreDeps, 'db' | 'ai' | 'entitlements' | 'usage' | 'selfApi'>) {
  const insights = new InsightsService(core);
  return new Hono<AppEnv>()
    .get('/insights', async (c) => c.json(await insights.current(c.var.viewer, core.selfApi.as(c))))
    .post('/insights', requireRole('editor'), async (c) => c.json(await insights.refresh(c.var.viewer, core.selfApi.as(c))))
    .post('/insights/:id/apply', uuidParams('id'), async (c) => c.json(await insights.apply(c.var.viewer, c.req.valid('param').id)))
    .get('/suggestions', async (c) => c.json(await insights.suggestions(core.selfApi.as(c))));
}
