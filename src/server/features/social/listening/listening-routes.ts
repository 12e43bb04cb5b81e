import { Hono } from 'hono';
import { listeningMentionsQuerySchema, listeningMonitorSchema, listeningNotOnPlan, listeningReplySchema } from '@/shared/social/listening';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import type { Entitlements } from '../../../billing/entitlements';
import { featureGate } from '../../../billing/require-feature';
import { uuidParams, validate } from '../../../http/validate';
import type { ListeningService } from './listening-service';

/** /api/social/listening: monitors, their mentions and replies (Enterprise: every route checks the plan first). */
export function listeningRoutes(deps: { listening: ListeningService; entitlements: Entitlements }) {
  const { listening } = deps;
  const onPlan = featureGate(deps.entitlements)('social_listening', listeningNotOnPlan);
  return new Hono<AppEnv>()
    .get('/monitors', onPlan, async (c) => c.json({ monitors: await listening.monitors(c.var.viewer) }))
    .post('/monitors', onPlan, validate('json', listeningMonitorSchema), requireRole('editor'), async (c) =>
      c.json(await listening.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .put('/monitors/:id', onPlan, uuidParams('id'), validate('json', listeningMonitorSchema), requireRole('editor'), async (c) =>
      c.json(await listening.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/monitors/:id', onPlan, uuidParams('id'), requireRole('editor'), async (c) => {
      await listening.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/monitors/:id/check', onPlan, uuidParams('id'), requireRole('editor'), async (c) => {
      await listening.checkNow(c.var.viewer, c.req.valid('param').id);
      return c.json({ queued: true }, 202);
    })
    .get('/mentions', onPlan, validate('query', listeningMentionsQuerySchema), async (c) =>
      c.json(await listening.mentions(c.var.viewer, c.req.valid('query'))),
    )
    .post('/mentions/:id/reply', onPlan, uuidParams('id'), validate('json', listeningReplySchema), requireRole('editor'), async (c) =>
      c.json(await listening.reply(c.var.viewer, c.req.valid('param').id, c.req.valid('json')), 201),
    );
}
