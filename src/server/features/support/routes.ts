import { Hono } from 'hono';
import { supportContactsSchema } from '@/shared/support/support';
import type { AppEnv } from '../../auth/viewer';
import type { SelfApi } from '../../http/self-api';
import { validate } from '../../http/validate';
import type { SupportService } from './service';

/** /api/support: what the viewer's plan includes and how to reach it; any member of the workspace reads it. */
export function supportRoutes(support: SupportService, selfApi: SelfApi) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await support.overview(c.var.viewer)))
    .get('/onboarding', async (c) => c.json(await support.onboarding(c.var.viewer, selfApi.as(c))));
}

/** /api/admin/support: the operator's contacts; the app lets only admins below /api/admin. */
export function adminSupportRoutes(support: SupportService) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await support.contacts()))
    .put('/', validate('json', supportContactsSchema), async (c) => c.json(await support.saveContacts(c.var.viewer, c.req.valid('json'))));
}
