import { Hono } from 'hono';
import { z } from 'zod';
import { planIds } from '@/shared/plans';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { uuidParams, validate } from '../../http/validate';

const workspacePlanSchema = z.object({
  /** null hands the workspace back to its subscription's plan. */
  plan: z.enum(planIds, { message: 'Choose starter, professional or enterprise' }).nullable(),
});

/** Mounted under /api/admin (admins only): the catalogue import and hand-set plans. */
export function billingAdminRoutes({ billing }: CoreDeps) {
  return new Hono<AppEnv>()
    .post('/billing/import', async (c) => c.json(await billing.importCatalogue()))
    .put('/workspaces/:workspaceId/plan', uuidParams('workspaceId'), validate('json', workspacePlanSchema), async (c) => {
      const { workspaceId } = c.req.valid('param');
      const { plan } = c.req.valid('json');
      await billing.setWorkspacePlan(workspaceId, plan);
      return c.json({ workspaceId, plan });
    });
}
