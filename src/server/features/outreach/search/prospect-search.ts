import type { CoreDeps } from '../../../context';
import { SearchData, serpProvider } from '../../seo';
import type { QueueDiscovery } from '../prospects/prospects-service';
import { prospectSearchRoutes } from './routes';
import { ProspectSearchJob } from './search-job';
import { ProspectSearchService } from './search-service';

/** The prospect search (the AI Prospect Finder): its routes below /api/outreach/searches and its job. */
export function buildProspectSearch(core: CoreDeps, queueDiscovery: QueueDiscovery) {
  const { db, jobs, fetcher, ai, apiKeys, guardedApi, originsForTests, logger } = core;
  const job = new ProspectSearchJob({
    db,
    jobs,
    fetcher,
    ai,
    logger,
    queueDiscovery,
    searchData: new SearchData({ db, apiKeys, api: guardedApi, originsForTests, logger }),
    serp: () => serpProvider(apiKeys, guardedApi, originsForTests),
    soleWorker: core.dbDriver === 'pglite',
  });
  return { routes: prospectSearchRoutes(new ProspectSearchService({ db, job })), job: job.tracked };
}
