import { Hono } from 'hono';
import { issueListSchema, startAuditSchema } from '@/shared/seo';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import type { AuditService } from './audit/audit-service';

export function seoRoutes(audits: AuditService) {
  return new Hono<AppEnv>()
    .post('/audits', validate('json', startAuditSchema), async (c) => c.json(await audits.start(c.var.viewer, c.req.valid('json').url), 202))
    .get('/audits/:id', async (c) => c.json(await audits.get(c.var.viewer, c.req.param('id'))))
    .get('/issues', validate('query', issueListSchema), async (c) => c.json(await audits.issues(c.var.viewer, c.req.valid('query'))))
    .post('/issues/:id/fix', async (c) => c.json(await audits.fix(c.var.viewer, c.req.param('id'))));
}
