import { Hono } from 'hono';
import { z } from 'zod';
import { create as contentDisposition } from 'content-disposition';
import { issueListSchema, startAuditSchema } from '@/shared/seo/seo';
import { competitorAnalysisSchema, keywordResearchSchema, saveKeywordsSchema } from '@/shared/seo/research';
import type { AppEnv } from '../../auth/viewer';
import { uuidParams, validate } from '../../http/validate';
import type { AuditService } from './audit/audit-service';
import type { CompetitorService } from './research/competitor-service';
import type { RankService } from './ranks/rank-service';
import type { ReportService } from './report/report-service';
import type { KeywordResearchService } from './research/keyword-research';
import { requireRole } from '../../auth/require-role';

const projectQuery = z.object({ projectId: z.string().uuid().optional() });
const overviewQuery = z.object({ site: z.string().trim().min(1).max(2048), projectId: z.string().uuid().optional() });

export function seoRoutes(services: {
  audits: AuditService;
  competitors: CompetitorService;
  keywords: KeywordResearchService;
  ranks: RankService;
  reports: ReportService;
}) {
  const { audits, competitors, keywords, ranks, reports } = services;
  return (
    new Hono<AppEnv>()
      .post('/audits', validate('json', startAuditSchema), requireRole('editor'), async (c) =>
        c.json(await audits.start(c.var.viewer, c.req.valid('json').url), 202),
      )
      .get('/audits/:id', uuidParams('id'), async (c) => c.json(await audits.get(c.var.viewer, c.req.valid('param').id)))
      .get('/issues', validate('query', issueListSchema), async (c) => c.json(await audits.issues(c.var.viewer, c.req.valid('query'))))
      .post('/issues/:id/fix', uuidParams('id'), requireRole('editor'), async (c) =>
        c.json(await audits.fix(c.var.viewer, c.req.valid('param').id)),
      )
      .post('/keywords/research', validate('json', keywordResearchSchema), requireRole('editor'), async (c) =>
        c.json(await keywords.research(c.var.viewer, c.req.valid('json'))),
      )
      .get('/keywords/research/latest', validate('query', projectQuery), async (c) =>
        c.json({ research: await keywords.latest(c.var.viewer, c.req.valid('query').projectId) }),
      )
      .post('/keywords/save', validate('json', saveKeywordsSchema), requireRole('editor'), async (c) =>
        c.json(await keywords.save(c.var.viewer, c.req.valid('json'))),
      )
      .post('/competitors/analyses', validate('json', competitorAnalysisSchema), requireRole('editor'), async (c) =>
        c.json(await competitors.start(c.var.viewer, c.req.valid('json')), 202),
      )
      .get('/competitors/analyses/latest', validate('query', projectQuery), async (c) =>
        c.json({ analysis: await competitors.latest(c.var.viewer, c.req.valid('query').projectId) }),
      )
      .get('/competitors/analyses/:id', uuidParams('id'), async (c) => c.json(await competitors.get(c.var.viewer, c.req.valid('param').id)))
      // The tiles' figures that are not the screen's own lists: Domain Authority and Keywords Ranking.
      .get('/overview', validate('query', overviewQuery), async (c) => {
        const { site, projectId } = c.req.valid('query');
        // The project first: another workspace's answers 404 before the search data provider is asked.
        const keywordsRanking = await ranks.keywordsRanking(c.var.viewer, projectId);
        return c.json({ ...(await competitors.overview(c.var.viewer, site)), keywordsRanking });
      })
      .get('/report', validate('query', overviewQuery), async (c) => {
        const { html, filename } = await reports.report(c.var.viewer, c.req.valid('query'));
        c.header('Content-Disposition', contentDisposition(filename));
        // The report is a document of its own: no script may run in it, and it loads nothing.
        c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
        return c.html(html);
      })
  );
}
