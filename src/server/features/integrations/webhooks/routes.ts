import { Hono } from 'hono';
import {
  hookSubscriptionSchema,
  webhookDeliveriesQuerySchema,
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
  webhookMessages,
} from '@/shared/integrations/webhooks';
import { requireRole } from '../../../auth/require-role';
import type { AppEnv } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import { featureGate } from '../../../billing/require-feature';
import { uuidParams, validate } from '../../../http/validate';
import type { DeliveriesService } from './deliveries-service';
import type { EndpointsService } from './endpoints-service';

/**
 * /api/integrations/webhooks: the workspace's endpoints, their secrets, tests and delivery log, and
 * the REST hooks Zapier, Make and n8n subscribe with (the public API reaches these same routes).
 */
export function webhookRoutes(deps: { endpoints: EndpointsService; deliveries: DeliveriesService; entitlements: Entitlements }) {
  const { endpoints, deliveries } = deps;
  const webhooksOnPlan = featureGate(deps.entitlements)('webhooks', webhookMessages.notOnPlan);
  return (
    new Hono<AppEnv>()
      .get('/', webhooksOnPlan, async (c) => c.json({ endpoints: await endpoints.list(c.var.viewer) }))
      .post('/', validate('json', webhookEndpointInputSchema), requireRole('editor'), webhooksOnPlan, async (c) =>
        c.json(await endpoints.create(c.var.viewer, c.req.valid('json')), 201),
      )
      // Subscribing answers only the id, as REST hook clients expect; the secret stays in Uplift.
      .post('/hooks', validate('json', hookSubscriptionSchema), requireRole('editor'), webhooksOnPlan, async (c) => {
        const hook = c.req.valid('json');
        const created = await endpoints.create(
          c.var.viewer,
          { url: hook.url, description: `REST hook: ${hook.event}`, eventTypes: [hook.event] },
          'hook',
        );
        return c.json({ id: created.id }, 201);
      })
      .delete('/hooks/:id', uuidParams('id'), requireRole('editor'), webhooksOnPlan, async (c) => {
        await endpoints.remove(c.var.viewer, c.req.valid('param').id, 'hook');
        return c.body(null, 204);
      })
      .get('/:id', uuidParams('id'), webhooksOnPlan, async (c) => c.json(await endpoints.get(c.var.viewer, c.req.valid('param').id)))
      .patch('/:id', uuidParams('id'), validate('json', webhookEndpointUpdateSchema), requireRole('editor'), webhooksOnPlan, async (c) =>
        c.json(await endpoints.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
      )
      .delete('/:id', uuidParams('id'), requireRole('editor'), webhooksOnPlan, async (c) => {
        await endpoints.remove(c.var.viewer, c.req.valid('param').id);
        return c.body(null, 204);
      })
      // Secrets are read by a write, so no other site's page can have a browser fetch them (ADR 013).
      .post('/:id/reveal-secret', uuidParams('id'), requireRole('editor'), webhooksOnPlan, async (c) =>
        c.json(await endpoints.revealSecret(c.var.viewer, c.req.valid('param').id)),
      )
      .post('/:id/rotate-secret', uuidParams('id'), requireRole('editor'), webhooksOnPlan, async (c) =>
        c.json(await endpoints.rotateSecret(c.var.viewer, c.req.valid('param').id)),
      )
      .post('/:id/test', uuidParams('id'), requireRole('editor'), webhooksOnPlan, async (c) =>
        c.json(await deliveries.sendTest(c.var.viewer, c.req.valid('param').id), 201),
      )
      .get('/:id/deliveries', uuidParams('id'), validate('query', webhookDeliveriesQuerySchema), webhooksOnPlan, async (c) =>
        c.json(await deliveries.log(c.var.viewer, c.req.valid('param').id, c.req.valid('query').page)),
      )
      .post('/:id/deliveries/:deliveryId/resend', uuidParams('id', 'deliveryId'), requireRole('editor'), webhooksOnPlan, async (c) => {
        const { id, deliveryId } = c.req.valid('param');
        await deliveries.resend(c.var.viewer, id, deliveryId);
        return c.body(null, 204);
      })
  );
}
