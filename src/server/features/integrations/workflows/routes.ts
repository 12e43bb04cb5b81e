import { Hono } from 'hono';
import { z } from 'zod';
import { workflowUpdateSchema } from '@/shared/integrations/workflow-schemas';
import { workflowKinds } from '@/shared/integrations/workflows';
import { requireRole } from '../../../auth/require-role';
import type { AppEnv } from '../../../auth/viewer';
import type { SelfApi } from '../../../http/self-api';
import { pathParams, validate } from '../../../http/validate';
import type { WorkflowsService } from './workflows-service';

const kindParams = z.object({ kind: z.enum(workflowKinds) });

/** The workflow cards: every member sees them and their run logs; Owners and Editors turn them on and off. */
export function workflowRoutes(deps: { workflows: WorkflowsService; selfApi: SelfApi }) {
  const { workflows, selfApi } = deps;
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ workflows: await workflows.list(c.var.viewer) }))
    .put('/:kind', pathParams(kindParams), validate('json', workflowUpdateSchema), requireRole('editor'), async (c) =>
      c.json(await workflows.update(c.var.viewer, selfApi.as(c), c.req.valid('param').kind, c.req.valid('json'))),
    );
}
