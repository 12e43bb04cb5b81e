import { Hono } from 'hono';
import { z } from 'zod';
import { planIds } from '@/shared/plans';
import { apiMessages } from '@/shared/messages';
import type { CoreDeps, AppEnv } from '../../context';
import { apiError } from '../../http/errors';
import { validate } from '../../http/validate';
import { isUuid } from '../../lib/ids';

const workspacePlanSchema = z.object({
  /** null hands the workspace back to its subscription's plan. */
  plan: z.enum(planIds, { message: 'Choose starter, professional or enterprise' }).nullable(),
});

/** Mounted under /api/admin (admins only): the catalogue import and hand-set plans. */
export function billingAdminRoutes({ billing }: CoreDeps) {
  return new Hono<AppEnv>()
    .post('/billing/import', async (c) => c.json(await billing.importCatalogue()))
    .put(
      '/workspaces/:workspaceId/plan',
      validate('json', workspacePlanSchema),
      async (c) => {
        const workspaceId = c.req.param('workspaceId');
        const { plan } = c.req.valid('json');
        // An id that is not a UUID names no workspace, like any other unknown id.
        if (!isUuid(workspaceId) || !(await billing.setWorkspacePlan(workspaceId, plan))) {
          return apiError(c, 404, 'NOT_FOUND', apiMessages.notFound);
        }
        return c.json({ workspaceId, plan });
      },
    );
}
