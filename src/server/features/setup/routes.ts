import { Hono } from 'hono';
import { manualSetupSchema, urlAnalysisSchema } from '@/shared/setup/schemas';
import type { AppEnv } from '../../auth/viewer';
import { uuidParams, validate } from '../../http/validate';
import type { SetupService } from './service';
import { requireRole } from '../../auth/require-role';

export function setupRoutes(setup: SetupService) {
  return (
    new Hono<AppEnv>()
      .post('/analyses', validate('json', urlAnalysisSchema), requireRole('editor'), async (c) =>
        c.json(await setup.startUrlAnalysis(c.var.viewer, c.req.valid('json').url), 202),
      )
      // multipart/form-data with up to 10 `files`, streamed by the service rather than parsed here.
      .post('/uploads', requireRole('editor'), async (c) => c.json(await setup.startUploadAnalysis(c.var.viewer, c.req.raw), 202))
      .get('/uploads', async (c) => c.json({ batches: await setup.listUploads(c.var.viewer) }))
      .post('/manual', validate('json', manualSetupSchema), requireRole('editor'), async (c) =>
        c.json(await setup.manual(c.var.viewer, c.req.valid('json')), 201),
      )
      .get('/analyses/:id', uuidParams('id'), async (c) => c.json(await setup.get(c.var.viewer, c.req.valid('param').id)))
      .delete('/analyses/:id', uuidParams('id'), requireRole('editor'), async (c) => {
        await setup.remove(c.var.viewer, c.req.valid('param').id);
        return c.body(null, 204);
      })
  );
}
