import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { TestClient } from '../../../test/harness';
import { callers } from '../../../test/role-fixture';
import { areaRoles, fixed } from '../../../test/role-table';
import { until } from '../../../test/until';

/** Waits until the workspace of `client` has no link search under way. */
async function linkSearchesSettled(client: TestClient): Promise<void> {
  await until(
    async () => ((await client.get('/api/seo/links')).body as { search: { status: string } | null }).search,
    (search) => !search || search.status === 'done' || search.status === 'failed',
  );
}

/** Waits until the workspace of `client` has no competitor analysis under way. */
async function analysesSettled(client: TestClient): Promise<void> {
  await until(
    async () => ((await client.get('/api/seo/competitors/analyses/latest')).body as { analysis: { status: string } | null }).analysis,
    (analysis) => !analysis || analysis.status === 'done' || analysis.status === 'failed',
  );
}

type SeoIds = {
  seoAudit: string;
  seoIssue: string;
  competitorAnalysis: string;
  trackedKeyword: string;
  seoLinkSearch: string;
  /** Two Pending opportunities: Contact moves one forward for the Owner, the other for the Editor. */
  seoLinkOpportunity: string;
  seoLinkOpportunityForEditor: string;
};

const site = 'site=https%3A%2F%2Fbakery.example';

/** roles.test.ts's rows for SEO Tools (ADR 018). */
export const roles = areaRoles<SeoIds>({
  async seed(f) {
    const { db } = f.server;
    const { workspaceId } = f;
    const owner = f.userIds.owner;
    // A finished audit with one issue, as a crawl leaves them (the crawl itself is seo/audit.test.ts's).
    const [seoAudit] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into seo_audits (workspace_id, created_by, site, url, status, progress, page_budget, finished_at)
        values (${workspaceId}, ${owner}, 'https://bakery.example', 'https://bakery.example/', 'done', 100, 100, now()) returning id`),
    );
    const [seoIssue] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into seo_issues (workspace_id, site, "check", page, detail, priority, first_audit_id, last_audit_id)
        values (${workspaceId}, 'https://bakery.example', 'title_missing', 'https://bakery.example/', 'The page has no <title>.', 'High', ${seoAudit!.id}, ${seoAudit!.id}) returning id`),
    );
    const [competitorAnalysis] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into seo_competitor_analyses (workspace_id, created_by, site, url, named, status, progress, finished_at)
        values (${workspaceId}, ${owner}, 'https://bakery.example', 'https://bakery.example/', '[]'::jsonb, 'done', 100, now()) returning id`),
    );
    const [trackedKeyword] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into seo_tracked_keywords (workspace_id, project_id, keyword, country, device)
        values (${workspaceId}, ${f.ids.project}, 'sourdough bread', 'US', 'desktop') returning id`),
    );
    const [seoLinkSearch] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into seo_link_searches (workspace_id, created_by, site, url, status, progress, finished_at)
        values (${workspaceId}, ${owner}, 'https://bakery.example', 'https://bakery.example/', 'done', 100, now()) returning id`),
    );
    const [seoLinkOpportunity, seoLinkOpportunityForEditor] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into seo_link_opportunities (workspace_id, site, domain, page, type, relevance, reason)
        values (${workspaceId}, 'https://bakery.example', 'flour.example', 'https://flour.example/resources', 'resource_page', 50, 'lists useful links'),
               (${workspaceId}, 'https://bakery.example', 'ovens.example', 'https://ovens.example/write-for-us', 'write_for_us', 50, 'invites guest posts') returning id`),
    );
    return {
      seoAudit: seoAudit!.id,
      seoIssue: seoIssue!.id,
      competitorAnalysis: competitorAnalysis!.id,
      trackedKeyword: trackedKeyword!.id,
      seoLinkSearch: seoLinkSearch!.id,
      seoLinkOpportunity: seoLinkOpportunity!.id,
      seoLinkOpportunityForEditor: seoLinkOpportunityForEditor!.id,
    };
  },
  rows: [
    // Each caller scans an address of its own, refused at once by the address policy, so no scan waits for another.
    {
      route: 'POST /api/seo/audits',
      expect: [202, 202, 403, 202, 401],
      call: (_f, caller) => ({ path: '/api/seo/audits', body: { url: `http://10.0.0.${callers.indexOf(caller) + 1}/` } }),
    },
    { route: 'GET /api/seo/audits/:id', expect: [200, 200, 200, 404, 401], call: (f) => ({ path: `/api/seo/audits/${f.ids.seoAudit}` }) },
    { route: 'GET /api/seo/issues', expect: [200, 200, 200, 200, 401], call: fixed('/api/seo/issues?site=https%3A%2F%2Fbakery.example') },
    {
      route: 'POST /api/seo/issues/:id/fix',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: `/api/seo/issues/${f.ids.seoIssue}/fix` }),
    },
    {
      route: 'POST /api/seo/keywords/research',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: '/api/seo/keywords/research', body: { term: 'rye bread', projectId: f.ids.project } }),
    },
    {
      route: 'GET /api/seo/keywords/research/latest',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/keywords/research/latest?projectId=${f.ids.project}` }),
    },
    {
      route: 'POST /api/seo/keywords/save',
      expect: [200, 200, 403, 404, 401],
      call: (f) => ({ path: '/api/seo/keywords/save', body: { projectId: f.ids.project, keywords: ['rye bread'] } }),
    },
    // One analysis under way per workspace: each caller waits for the one before (refused at once by the address policy).
    {
      route: 'POST /api/seo/competitors/analyses',
      expect: [202, 202, 403, 404, 401],
      call: async (f, caller) => {
        await analysesSettled(f.clients.owner);
        return {
          path: '/api/seo/competitors/analyses',
          body: { url: `http://10.0.1.${callers.indexOf(caller) + 1}/`, projectId: f.ids.project },
        };
      },
    },
    {
      route: 'GET /api/seo/competitors/analyses/latest',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/competitors/analyses/latest?projectId=${f.ids.project}` }),
    },
    {
      route: 'GET /api/seo/competitors/analyses/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/competitors/analyses/${f.ids.competitorAnalysis}` }),
    },
    {
      route: 'GET /api/seo/overview',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/overview?site=https%3A%2F%2Fbakery.example&projectId=${f.ids.project}` }),
    },
    {
      route: 'GET /api/seo/report',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/report?site=https%3A%2F%2Fbakery.example&projectId=${f.ids.project}` }),
    },
    {
      route: 'GET /api/seo/ranks',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/ranks?projectId=${f.ids.project}` }),
    },
    {
      route: 'POST /api/seo/ranks',
      expect: [201, 201, 403, 404, 401],
      call: (f, caller) => ({ path: '/api/seo/ranks', body: { projectId: f.ids.project, keywords: [`rye bread for ${caller}`] } }),
    },
    {
      route: 'DELETE /api/seo/ranks/:id',
      expect: [204, 204, 403, 404, 401],
      call: async (f) => {
        const keyword = `short-lived ${Math.random()}`;
        const tracked = (await f.clients.owner.post('/api/seo/ranks', { projectId: f.ids.project, keywords: [keyword] })).body as {
          keywords: Array<{ id: string; keyword: string }>;
        };
        return { path: `/api/seo/ranks/${tracked.keywords.find((row) => row.keyword === keyword)!.id}` };
      },
    },
    {
      route: 'GET /api/seo/ranks/:id/history',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/ranks/${f.ids.trackedKeyword}/history` }),
    },
    {
      route: 'GET /api/seo/links',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/links?projectId=${f.ids.project}` }),
    },
    // One search under way per workspace: each caller waits for the one before (refused at once by the address policy).
    {
      route: 'POST /api/seo/links/searches',
      expect: [202, 202, 403, 404, 401],
      call: async (f, caller) => {
        await linkSearchesSettled(f.clients.owner);
        return {
          path: '/api/seo/links/searches',
          body: { url: `http://10.0.2.${callers.indexOf(caller) + 1}/`, projectId: f.ids.project },
        };
      },
    },
    {
      route: 'GET /api/seo/links/searches/:id',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/links/searches/${f.ids.seoLinkSearch}` }),
    },
    // Contact moves an opportunity forward once: the Editor contacts one of its own.
    {
      route: 'POST /api/seo/links/opportunities/:id/status',
      expect: [200, 200, 403, 404, 401],
      call: (f, caller) => ({
        path: `/api/seo/links/opportunities/${caller === 'editor' ? f.ids.seoLinkOpportunityForEditor : f.ids.seoLinkOpportunity}/status`,
        body: { status: 'Contacted' },
      }),
    },
    // No Google app keys on this server, nor a connection: connecting and importing say what is missing (search-console.test.ts connects through a fake Google).
    {
      route: 'GET /api/seo/search-console',
      expect: [200, 200, 200, 404, 401],
      call: (f) => ({ path: `/api/seo/search-console?projectId=${f.ids.project}` }),
    },
    {
      route: 'POST /api/seo/search-console/connect',
      expect: [409, 409, 403, 404, 401],
      call: (f) => ({ path: '/api/seo/search-console/connect', body: { projectId: f.ids.project } }),
    },
    // A browser navigation: members land back on /seo, told why it did not connect (no state here).
    {
      route: 'GET /api/seo/search-console/callback',
      expect: [302, 302, 302, 302, 401],
      call: fixed('/api/seo/search-console/callback?code=abc'),
    },
    {
      route: 'POST /api/seo/search-console/property',
      expect: [409, 409, 403, 404, 401],
      call: (f) => ({ path: '/api/seo/search-console/property', body: { projectId: f.ids.project, property: 'sc-domain:bakery.example' } }),
    },
    {
      route: 'POST /api/seo/search-console/import',
      expect: [409, 409, 403, 404, 401],
      call: (f) => ({ path: '/api/seo/search-console/import', body: { projectId: f.ids.project } }),
    },
    {
      route: 'DELETE /api/seo/search-console',
      expect: [204, 204, 403, 404, 401],
      call: (f) => ({ path: `/api/seo/search-console?projectId=${f.ids.project}` }),
    },
  ],
  queryIds: [
    ['GET', '/api/seo/keywords/research/latest?projectId=nope'],
    ['GET', '/api/seo/competitors/analyses/latest?projectId=nope'],
    ['GET', `/api/seo/overview?${site}&projectId=nope`],
    ['GET', `/api/seo/report?${site}&projectId=nope`],
    ['GET', '/api/seo/links?projectId=nope'],
    ['GET', '/api/seo/ranks?projectId=nope'],
    ['GET', '/api/seo/search-console?projectId=nope'],
    ['DELETE', '/api/seo/search-console?projectId=nope'],
  ],
});
