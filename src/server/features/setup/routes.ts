import { Hono } from 'hono';
import { manualSetupSchema, urlAnalysisSchema } from '@/shared/setup-schemas';
import type { AppDeps, AppEnv } from '../../context';
import { validate } from '../../http/validate';

export function setupRoutes({ setup }: AppDeps) {
  return new Hono<AppEnv>()
    .post('/analyses', validate('json', urlAnalysisSchema), async (c) =>
      c.json(await setup.startUrlAnalysis(c.var.viewer, c.req.valid('json').url), 202),
    )
    .post('/manual', validate('json', manualSetupSchema), async (c) =>
      c.json(await setup.manual(c.var.viewer, c.req.valid('json')), 201),
    )
    .get('/analyses/:id', async (c) => c.json(await setup.get(c.var.viewer, c.req.param('id'))));
}
