import { Hono } from 'hono';
import { z } from 'zod';
import {
  campaignInputSchema,
  enrollInputSchema,
  pendingMessageUpdateSchema,
  replyLabelUpdateSchema,
  suppressionInputSchema,
} from '@/shared/outreach/campaigns';
import type { AppEnv } from '../../../auth/viewer';
import { requireRole } from '../../../auth/require-role';
import { uuidParams, validate } from '../../../http/validate';
import type { CampaignsService } from './campaigns-service';
import type { Suppressions } from './suppressions';

const approveSchema = z.strictObject({ enrollmentIds: z.array(z.uuid()).min(1).max(1000).optional() });

export function campaignRoutes(campaigns: CampaignsService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ campaigns: await campaigns.list(c.var.viewer) }))
    .post('/', validate('json', campaignInputSchema), requireRole('editor'), async (c) =>
      c.json(await campaigns.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .get('/:id', uuidParams('id'), async (c) => c.json(await campaigns.get(c.var.viewer, c.req.valid('param').id)))
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await campaigns.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/:id/pause', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await campaigns.setStatus(c.var.viewer, c.req.valid('param').id, 'paused')),
    )
    .post('/:id/resume', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await campaigns.setStatus(c.var.viewer, c.req.valid('param').id, 'active')),
    )
    .post('/:id/prospects', uuidParams('id'), validate('json', enrollInputSchema), requireRole('editor'), async (c) =>
      c.json(await campaigns.enroll(c.var.viewer, c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .post('/:id/approve', uuidParams('id'), validate('json', approveSchema), requireRole('editor'), async (c) =>
      c.json(await campaigns.approve(c.var.viewer, c.req.valid('param').id, c.req.valid('json').enrollmentIds)),
    )
    .get('/:id/enrollments/:enrollmentId/message', uuidParams('id', 'enrollmentId'), async (c) => {
      const { id, enrollmentId } = c.req.valid('param');
      return c.json(await campaigns.pendingMessage(c.var.viewer, id, enrollmentId));
    })
    .patch(
      '/:id/enrollments/:enrollmentId/message',
      uuidParams('id', 'enrollmentId'),
      validate('json', pendingMessageUpdateSchema),
      requireRole('editor'),
      async (c) => {
        const { id, enrollmentId } = c.req.valid('param');
        return c.json(await campaigns.editPendingMessage(c.var.viewer, id, enrollmentId, c.req.valid('json')));
      },
    )
    .patch(
      '/:id/enrollments/:enrollmentId',
      uuidParams('id', 'enrollmentId'),
      validate('json', replyLabelUpdateSchema),
      requireRole('editor'),
      async (c) => {
        const { id, enrollmentId } = c.req.valid('param');
        return c.json(await campaigns.labelReply(c.var.viewer, id, enrollmentId, c.req.valid('json').label));
      },
    );
}

export function suppressionRoutes(suppressions: Suppressions) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json({ suppressions: await suppressions.list(c.var.viewer) }))
    .post('/', validate('json', suppressionInputSchema), requireRole('editor'), async (c) =>
      c.json(await suppressions.addByHand(c.var.viewer, c.req.valid('json').value), 201),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await suppressions.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
