import type { ServerModule } from '../../server-module';
import { AuditJob } from './audit/audit-job';
import { AuditNotices } from './audit/audit-notices';
import { AuditService } from './audit/audit-service';
import { WeeklyAudits } from './audit/weekly-audits';
import { SearchData } from './providers/search-data-service';
import { CompetitorJob } from './research/competitor-job';
import { CompetitorService } from './research/competitor-service';
import { KeywordResearchService } from './research/keyword-research';
import { seoRoutes } from './routes';
import { buildLinkBuilding } from './links/link-building';
import * as linkTables from './links/schema';
import { RankChecker } from './ranks/rank-checker';
import { rankRoutes } from './ranks/rank-routes';
import { RankService } from './ranks/rank-service';
import { ReportService } from './report/report-service';
import * as rankTables from './ranks/schema';
import { buildSearchConsole } from './search-console/search-console';
import * as searchConsoleTables from './search-console/schema';
import * as tables from './schema';
import { seoSampleRows } from './sample/sample-seo';
import { seoMetrics } from './metrics';

/**
 * SEO Tools (issue 18): the site audit on our own crawler, with its issues kept across crawls and a
 * weekly re-crawl of project sites; competitor analysis and keyword research on the same crawls, with
 * figures from a search data provider when one is configured.
 */
export const seoModule: ServerModule = {
  name: 'seo',
  tables: { ...tables, ...rankTables, ...linkTables, ...searchConsoleTables },
  sample: seoSampleRows,
  build: ({
    db,
    dbDriver,
    jobs,
    fetcher,
    plans,
    entitlements,
    notify,
    ai,
    apiKeys,
    guardedApi,
    originsForTests,
    logger,
    secretBox,
    config,
    domainEvents,
    branding,
  }) => {
    const soleWorker = dbDriver === 'pglite';
    const audits = new AuditJob({
      db,
      jobs,
      fetcher,
      plans,
      entitlements,
      rendering: { chromiumPath: config.chromiumPath, maxPages: config.auditRenderPages },
      notices: new AuditNotices({ db, notify }),
      events: domainEvents,
      logger,
      soleWorker,
    });
    const searchData = new SearchData({ db, apiKeys, api: guardedApi, originsForTests, logger });
    const competitors = new CompetitorJob({ db, jobs, fetcher, ai, searchData, logger, soleWorker });
    const providers = { apiKeys, api: guardedApi, originsForTests };
    const checker = new RankChecker({ db, jobs, plans, logger, ...providers });
    const services = {
      audits: new AuditService({ db, job: audits }),
      competitors: new CompetitorService({ db, job: competitors, plans, searchData }),
      keywords: new KeywordResearchService({ db, entitlements, plans, searchData, ai }),
      ranks: new RankService({ db, entitlements, plans, checker, ...providers }),
      reports: new ReportService({ db, branding }),
    };
    // Link building (links/): its routes below /api/seo/links, its search job and weekly re-check.
    const links = buildLinkBuilding({ db, jobs, fetcher, plans, notify, searchData, logger, soleWorker });
    // Google Search Console import (search-console/): its routes below /api/seo/search-console.
    const searchConsole = buildSearchConsole({
      db,
      entitlements,
      apiKeys,
      api: guardedApi,
      box: secretBox('seo-search-console-tokens'),
      originsForTests,
      publicUrl: config.publicUrl,
      logger,
    });
    return {
      routes: [
        { path: '/api/seo', routes: seoRoutes(services) },
        { path: '/api/seo/ranks', routes: rankRoutes(services.ranks) },
        { path: '/api/seo/links', routes: links.routes },
        { path: '/api/seo/search-console', routes: searchConsole.routes },
      ],
      jobs: [
        audits.tracked,
        competitors.tracked,
        new WeeklyAudits({ db, jobs, plans, audits, logger }).job,
        ...checker.jobs(),
        ...links.jobs,
      ],
      metrics: seoMetrics,
    };
  },
};

// For the bench and the browser tests, through the test entry (src/server/testing.ts).
export { runAudit } from './audit/run-audit';
export { serveDefectSite } from './fixtures/serve-defect-site';
export { serveGeneratedSite } from './fixtures/serve-generated-site';

// For AI Outreach's prospect search (issue 34): the search data provider, Google's organic results,
// a site's sample, the polite page reader and what a page offers a site.
export { domainKey, SearchData } from './providers/search-data-service';
export { SearchDataError } from './providers/search-data';
export { serpProvider } from './ranks/serp-providers';
export { bigPlatforms, sampleSite } from './research/site-sample';
export { classifyPage, type ProspectContext as LinkContext, relevanceOf } from './links/classify-page';
export { ProspectReader, type ReadPage } from './links/prospect-reader';
// And for its Contact on Link Building: the opportunity, and Contacted once the first message has gone.
export { markOpportunitiesContacted, type OpportunityToContact, opportunityToContact } from './links/outreach-contact';
