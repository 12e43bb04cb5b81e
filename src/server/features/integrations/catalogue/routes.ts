import { Hono } from 'hono';
import { z } from 'zod';
import {
  addIntegrationSchema,
  connectIntegrationSchema,
  integrationIdSchema,
  integrationSettingsSchema,
} from '@/shared/integrations/catalogue-schemas';
import { requireRole } from '../../../auth/require-role';
import type { AppEnv } from '../../../auth/viewer';
import type { SelfApi } from '../../../http/self-api';
import { pathParams, uuidParams, validate } from '../../../http/validate';
import type { IntegrationsCatalogue } from './catalogue-service';
import type { IntegrationSyncs } from './integration-syncs';

const overviewQuery = z.object({ projectId: z.uuid().optional() });

/** The /integrations screen's calls. Every member reads the catalogue; Owners and Editors change it. */
export function catalogueRoutes(deps: { catalogue: IntegrationsCatalogue; syncs: IntegrationSyncs; selfApi: SelfApi }) {
  const { catalogue, syncs, selfApi } = deps;
  return (
    new Hono<AppEnv>()
      .get('/', validate('query', overviewQuery), async (c) =>
        c.json(await catalogue.overview(c.var.viewer, selfApi.as(c), c.req.valid('query').projectId ?? null)),
      )
      .post('/custom', validate('json', addIntegrationSchema), requireRole('editor'), async (c) =>
        c.json(await catalogue.addCustom(c.var.viewer, c.req.valid('json')), 201),
      )
      .delete('/custom/:id', uuidParams('id'), requireRole('editor'), async (c) => {
        await catalogue.deleteCustom(c.var.viewer, c.req.valid('param').id);
        return c.body(null, 204);
      })
      .post('/:id/connect', pathParams(integrationIdSchema), validate('json', connectIntegrationSchema), requireRole('editor'), async (c) =>
        c.json(await catalogue.connect(c.var.viewer, c.req.valid('param').id, c.req.valid('json').credentials)),
      )
      .put(
        '/:id/settings',
        pathParams(integrationIdSchema),
        validate('json', integrationSettingsSchema),
        requireRole('editor'),
        async (c) => c.json(await catalogue.updateSettings(c.var.viewer, c.req.valid('param').id, c.req.valid('json'))),
      )
      // Sync now: queued, not waited for; the card shows the import's summary once it has run.
      .post('/:id/sync', pathParams(integrationIdSchema), requireRole('editor'), async (c) =>
        c.json(await syncs.requestNow(c.var.viewer, c.req.valid('param').id), 202),
      )
      .post('/:id/disconnect', pathParams(integrationIdSchema), requireRole('editor'), async (c) =>
        c.json(await catalogue.disconnect(c.var.viewer, c.req.valid('param').id)),
      )
  );
}
