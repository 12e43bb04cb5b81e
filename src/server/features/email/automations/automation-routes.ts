import { Hono } from 'hono';
import { z } from 'zod';
import { automationInputSchema } from '@/shared/email';
import type { AppEnv } from '../../../context';
import { validate } from '../../../http/validate';
import type { AutomationsService } from './automations-service';

/** /api/email/automations. */
export function automationRoutes(automations: AutomationsService) {
  return new Hono<AppEnv>()
    .get('/automations', async (c) => c.json({ automations: await automations.list(c.var.viewer) }))
    .post('/automations', validate('json', automationInputSchema), async (c) => c.json(await automations.create(c.var.viewer, c.req.valid('json')), 201))
    .put('/automations/:id', validate('json', automationInputSchema), async (c) => c.json(await automations.update(c.var.viewer, c.req.param('id'), c.req.valid('json'))))
    .patch('/automations/:id', validate('json', z.object({ enabled: z.boolean({ error: 'Say whether the automation is on' }) })), async (c) =>
      c.json(await automations.setEnabled(c.var.viewer, c.req.param('id'), c.req.valid('json').enabled)),
    )
    .delete('/automations/:id', async (c) => {
      await automations.remove(c.var.viewer, c.req.param('id'));
      return c.body(null, 204);
    });
}
