import { Hono } from 'hono';
import { z } from 'zod';
import { automationInputSchema, automationMessages } from '@/shared/email/email';
import type { Entitlements } from '../../../billing/entitlements';
import type { AppEnv } from '../../../auth/viewer';
import { uuidParams, validate } from '../../../http/validate';
import type { AutomationsService } from './automations-service';
import { requireRole } from '../../../auth/require-role';
import { featureGate } from '../../../billing/require-feature';

/** /api/email/automations. */
export function automationRoutes(automations: AutomationsService, entitlements: Entitlements) {
  const requireFeature = featureGate(entitlements);
  return new Hono<AppEnv>()
    .get('/automations', async (c) => c.json({ automations: await automations.list(c.var.viewer) }))
    .post(
      '/automations',
      validate('json', automationInputSchema),
      requireRole('editor'),
      requireFeature('email_automation', automationMessages.notOnPlan),
      async (c) => c.json(await automations.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .put(
      '/automations/:id',
      uuidParams('id'),
      validate('json', automationInputSchema),
      requireRole('editor'),
      requireFeature('email_automation', automationMessages.notOnPlan),
      async (c) => c.json(await automations.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .patch(
      '/automations/:id',
      uuidParams('id'),
      validate('json', z.object({ enabled: z.boolean({ error: 'Say whether the automation is on' }) })),
      requireRole('editor'),
      async (c) => c.json(await automations.setEnabled(c.var.viewer, c.req.valid('param').id, c.req.valid('json').enabled)),
    )
    .delete('/automations/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await automations.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
