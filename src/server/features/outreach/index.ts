import type { ServerModule } from '../../server-module';
import { ContactDiscoveryJobs } from './prospects/discovery-job';
import { ProspectsService } from './prospects/prospects-service';
import { prospectRoutes } from './prospects/routes';
import * as prospectTables from './prospects/schema';

/**
 * AI Outreach (issue 34): prospects, each read for the contacts its own site shows. Each part is a
 * folder here; this joins them.
 */
export const outreachModule: ServerModule = {
  name: 'outreach',
  tables: { ...prospectTables },
  build: (core) => {
    const discovery = new ContactDiscoveryJobs({ db: core.db, jobs: core.jobs, fetcher: core.fetcher, dns: core.dns, logger: core.logger });
    const prospects = new ProspectsService({ db: core.db, queueDiscovery: discovery.queue });
    return {
      routes: [{ path: '/api/outreach/prospects', routes: prospectRoutes(prospects) }],
      jobs: [discovery.job()],
    };
  },
};
