import { Hono } from 'hono';
import { z } from 'zod';
import { bodyFormats, campaignInputSchema, emailSettingsSchema, templateInputSchema } from '@/shared/email/email';
import type { AppEnv } from '../../auth/viewer';
import type { Database } from '../../db/database';
import { uuidParams, validate } from '../../http/validate';
import type { CampaignActions } from './campaigns/campaign-actions';
import type { CampaignsService } from './campaigns/campaigns-service';
import { emailOverview } from './campaigns/overview';
import type { MessagePreviews } from './templates/previews';
import type { EmailSettingsService } from './settings/email-settings';
import type { TemplatesService } from './templates/templates-service';
import { requireRole } from '../../auth/require-role';

// Strict: the preview renders the body it is sent, so an id of a template or campaign to render instead is refused, not ignored.
const previewSchema = z.strictObject({
  subject: z.string().max(200).default(''),
  format: z.enum(bodyFormats).default('markdown'),
  body: z.string().max(200_000).default(''),
  subscriberId: z.uuid().optional(),
});

/** /api/email: the stat tiles, campaigns and what they do, templates and their preview, the sender's settings. */
export function campaignRoutes(deps: {
  db: Database;
  campaigns: CampaignsService;
  actions: CampaignActions;
  templates: TemplatesService;
  previews: MessagePreviews;
  settings: EmailSettingsService;
}) {
  const { campaigns, actions, templates, previews, settings } = deps;
  return new Hono<AppEnv>()
    .get('/overview', async (c) => c.json(await emailOverview(deps.db, campaigns, c.var.viewer)))
    .get('/campaigns', async (c) => c.json({ campaigns: await campaigns.list(c.var.viewer) }))
    .post('/campaigns', validate('json', campaignInputSchema), requireRole('editor'), async (c) =>
      c.json(await campaigns.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .get('/campaigns/:id', uuidParams('id'), async (c) => c.json(await campaigns.detail(c.var.viewer, c.req.valid('param').id)))
    .put('/campaigns/:id', uuidParams('id'), validate('json', campaignInputSchema), requireRole('editor'), async (c) =>
      c.json(await campaigns.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/campaigns/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await campaigns.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/campaigns/:id/duplicate', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await campaigns.duplicate(c.var.viewer, c.req.valid('param').id), 201),
    )
    .post('/campaigns/:id/test', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await actions.sendTest(c.var.viewer, c.req.valid('param').id)),
    )
    .post('/campaigns/:id/send', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await actions.send(c.var.viewer, c.req.valid('param').id)),
    )
    .post('/campaigns/:id/pause', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await actions.pause(c.var.viewer, c.req.valid('param').id)),
    )
    .post('/campaigns/:id/resume', uuidParams('id'), requireRole('editor'), async (c) =>
      c.json(await actions.resume(c.var.viewer, c.req.valid('param').id)),
    )
    .get('/templates', async (c) => c.json({ templates: await templates.list(c.var.viewer) }))
    .post('/templates', validate('json', templateInputSchema), requireRole('editor'), async (c) =>
      c.json(await templates.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .put('/templates/:id', uuidParams('id'), validate('json', templateInputSchema), requireRole('editor'), async (c) =>
      c.json(await templates.update(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete('/templates/:id', uuidParams('id'), requireRole('editor'), async (c) => {
      await templates.remove(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    })
    .post('/preview', validate('json', previewSchema), async (c) => c.json(await previews.render(c.var.viewer, c.req.valid('json'))))
    .get('/settings', async (c) => c.json(await settings.get(c.var.viewer)))
    .put('/settings', validate('json', emailSettingsSchema), requireRole('editor'), async (c) =>
      c.json(await settings.save(c.var.viewer, c.req.valid('json'))),
    );
}
