import { Hono } from 'hono';
import { z } from 'zod';
import { issueListSchema, startAuditSchema } from '@/shared/seo';
import { competitorAnalysisSchema, keywordResearchSchema, saveKeywordsSchema } from '@/shared/seo-research';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import type { AuditService } from './audit/audit-service';
import type { CompetitorService } from './research/competitor-service';
import type { KeywordResearchService } from './research/keyword-research';

const projectQuery = z.object({ projectId: z.string().uuid().optional() });
const siteQuery = z.object({ site: z.string().trim().min(1).max(2048) });

export function seoRoutes(services: { audits: AuditService; competitors: CompetitorService; keywords: KeywordResearchService }) {
  const { audits, competitors, keywords } = services;
  return new Hono<AppEnv>()
    .post('/audits', validate('json', startAuditSchema), async (c) => c.json(await audits.start(c.var.viewer, c.req.valid('json').url), 202))
    .get('/audits/:id', async (c) => c.json(await audits.get(c.var.viewer, c.req.param('id'))))
    .get('/issues', validate('query', issueListSchema), async (c) => c.json(await audits.issues(c.var.viewer, c.req.valid('query'))))
    .post('/issues/:id/fix', async (c) => c.json(await audits.fix(c.var.viewer, c.req.param('id'))))
    .post('/keywords/research', validate('json', keywordResearchSchema), async (c) => c.json(await keywords.research(c.var.viewer, c.req.valid('json'))))
    .get('/keywords/research/latest', validate('query', projectQuery), async (c) => c.json({ research: await keywords.latest(c.var.viewer, c.req.valid('query').projectId) }))
    .post('/keywords/save', validate('json', saveKeywordsSchema), async (c) => c.json(await keywords.save(c.var.viewer, c.req.valid('json'))))
    .post('/competitors/analyses', validate('json', competitorAnalysisSchema), async (c) => c.json(await competitors.start(c.var.viewer, c.req.valid('json')), 202))
    .get('/competitors/analyses/latest', validate('query', projectQuery), async (c) => c.json({ analysis: await competitors.latest(c.var.viewer, c.req.valid('query').projectId) }))
    .get('/competitors/analyses/:id', async (c) => c.json(await competitors.get(c.var.viewer, c.req.param('id'))))
    .get('/overview', validate('query', siteQuery), async (c) => c.json(await competitors.overview(c.var.viewer, c.req.valid('query').site)));
}
