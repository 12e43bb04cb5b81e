import { Hono } from 'hono';
import { senderSmtpInputSchema } from '@/shared/email/sender-smtp';
import { requireRole } from '../../../auth/require-role';
import type { AppEnv } from '../../../auth/viewer';
import { validate } from '../../../http/validate';
import type { SenderSmtpService } from './sender-smtp';

/** /api/email/sender-smtp: the workspace's own sending server; anyone reads its status, Owners and Editors change it. */
export function senderSmtpRoutes(senderSmtp: SenderSmtpService) {
  return new Hono<AppEnv>()
    .get('/sender-smtp', async (c) => c.json(await senderSmtp.status(c.var.viewer)))
    .put('/sender-smtp', validate('json', senderSmtpInputSchema), requireRole('editor'), async (c) =>
      c.json(await senderSmtp.connect(c.var.viewer, c.req.valid('json'))),
    )
    .delete('/sender-smtp', requireRole('editor'), async (c) => {
      await senderSmtp.remove(c.var.viewer);
      return c.body(null, 204);
    });
}
