import { Hono } from 'hono';
import { apiKeyMessages, createApiKeySchema } from '@/shared/integrations/api-keys';
import { requireRole } from '../../../auth/require-role';
import type { AppEnv } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import { featureGate } from '../../../billing/require-feature';
import { uuidParams, validate } from '../../../http/validate';
import type { ApiKeysService } from './api-keys-service';

/** /api/integrations/api-keys: every member sees the keys; Owners and Editors make and revoke them. */
export function apiKeysRoutes(keys: ApiKeysService, entitlements: Entitlements) {
  const requireFeature = featureGate(entitlements);
  const apiAccess = requireFeature('api_access', apiKeyMessages.notOnPlan);
  return new Hono<AppEnv>()
    .get('/', apiAccess, async (c) => c.json({ apiKeys: await keys.list(c.var.viewer) }))
    .post('/', validate('json', createApiKeySchema), requireRole('editor'), apiAccess, async (c) =>
      c.json(await keys.create(c.var.viewer, c.req.valid('json')), 201),
    )
    .delete('/:id', uuidParams('id'), requireRole('editor'), apiAccess, async (c) => {
      await keys.revoke(c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    });
}
