import type { ServerModule } from '../../server-module';
import { AuditJob } from './audit/audit-job';
import { AuditNotices } from './audit/audit-notices';
import { AuditService } from './audit/audit-service';
import { WeeklyAudits } from './audit/weekly-audits';
import { seoRoutes } from './routes';
import * as tables from './schema';

/**
 * SEO Tools (issue 18): the site audit on our own crawler, with its issues kept across crawls and a
 * weekly re-crawl of project sites.
 */
export const seoModule: ServerModule = {
  name: 'seo',
  tables,
  build: ({ db, dbDriver, jobs, fetcher, plans, notify, logger }) => {
    const job = new AuditJob({ db, jobs, fetcher, plans, notices: new AuditNotices({ db, notify }), logger, soleWorker: dbDriver === 'pglite' });
    return {
      routes: [{ path: '/api/seo', routes: seoRoutes(new AuditService({ db, job })) }],
      jobs: [job.tracked, new WeeklyAudits({ db, jobs, plans, audits: job, logger }).job],
    };
  },
};
