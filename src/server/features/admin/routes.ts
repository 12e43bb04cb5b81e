import { Hono } from 'hono';
import { z } from 'zod';
import { adminPageQuerySchema, adminRoleSchema, adminUsersQuerySchema } from '@/shared/admin/schemas';
import { isApiKeyName } from '@/shared/api-keys';
import type { CoreDeps } from '../../context';
import type { AppEnv } from '../../auth/viewer';
import { pathParams, uuidParams, validate } from '../../http/validate';
import { adminContentPage } from '../content';
import { adminOverview } from './overview-service';
import { adminSystem } from './system-service';
import { AdminUsers } from './users-service';

const apiKeyValueSchema = z.object({ value: z.string().trim().max(4096, 'The value is too long') });
/** A key the catalogue names; any other name answers 404. */
const apiKeyParams = pathParams(z.object({ name: z.string().refine(isApiKeyName) }));

/** Mounted under /api/admin, behind requireViewer and requireAdmin. */
export function adminRoutes({ db, dbDriver, auth, plans, apiKeys, config, mailer, metrics, jobs, ai }: CoreDeps) {
  const users = new AdminUsers({ db, auth, plans, requireEmailVerification: config.requireEmailVerification });

  return new Hono<AppEnv>()
    .get('/overview', async (c) => c.json(await adminOverview({ db, mailer, apiKeys, jobs, ai })))
    .get('/system', async (c) => c.json(await adminSystem(db, dbDriver, metrics)))
    .get('/content', validate('query', adminPageQuerySchema), async (c) => {
      const { page, pageSize } = c.req.valid('query');
      return c.json(await adminContentPage(db, page, pageSize));
    })
    .get('/users', validate('query', adminUsersQuerySchema), async (c) => c.json(await users.list(c.req.valid('query'))))
    .put('/users/:userId/role', uuidParams('userId'), validate('json', adminRoleSchema), async (c) => {
      await users.setRole(c.req.raw.headers, c.req.valid('param').userId, c.req.valid('json').role);
      return c.json({ ok: true });
    })
    .post('/users/:userId/ban', uuidParams('userId'), async (c) => {
      await users.ban(c.req.raw.headers, c.var.viewer.userId, c.req.valid('param').userId);
      return c.json({ ok: true });
    })
    .post('/users/:userId/unban', uuidParams('userId'), async (c) => {
      await users.unban(c.req.raw.headers, c.req.valid('param').userId);
      return c.json({ ok: true });
    })
    .get('/api-keys', async (c) => c.json({ keys: await apiKeys.list(), audit: await apiKeys.auditLog() }))
    .put('/api-keys/:name', apiKeyParams, validate('json', apiKeyValueSchema), async (c) => {
      const { name } = c.req.valid('param');
      const { userId, email } = c.var.viewer;
      await apiKeys.set(name, c.req.valid('json').value, { id: userId, email });
      return c.json({ keys: await apiKeys.list() });
    })
    .post('/api-keys/:name/reveal', apiKeyParams, async (c) => {
      const { name } = c.req.valid('param');
      const { userId, email } = c.var.viewer;
      c.header('Cache-Control', 'no-store');
      return c.json({ name, value: await apiKeys.reveal(name, { id: userId, email }) });
    });
}
