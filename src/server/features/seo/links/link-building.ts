import type { WorkspacePlans } from '../../../billing/workspace-plan';
import type { Database } from '../../../db/database';
import type { SafeFetcher } from '../../../http/safe-fetch';
import type { JobQueue } from '../../../jobs/queue';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import type { ModuleJob } from '../../../server-module';
import type { SearchData } from '../providers/search-data-service';
import { BacklinkMonitor } from './backlink-monitor';
import { linkRoutes } from './link-routes';
import { LinkSearchJob } from './link-search-job';
import { LinkService } from './link-service';

export interface LinkBuildingDeps {
  db: Database;
  jobs: JobQueue;
  fetcher: SafeFetcher;
  plans: WorkspacePlans;
  notify: Notify;
  searchData: SearchData;
  logger: Logger;
  soleWorker: boolean;
}

/** Link building and backlinks (issue 18): the routes below /api/seo/links, the search job and the weekly re-check. */
export function buildLinkBuilding(deps: LinkBuildingDeps): { routes: ReturnType<typeof linkRoutes>; jobs: ModuleJob[] } {
  const search = new LinkSearchJob(deps);
  return {
    routes: linkRoutes(new LinkService({ db: deps.db, job: search, fetcher: deps.fetcher })),
    jobs: [search.tracked, new BacklinkMonitor(deps).job],
  };
}
