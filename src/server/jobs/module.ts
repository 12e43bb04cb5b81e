import type { ServerModule } from '../server-module';
import * as tables from './schema';
import { tableStatisticsJob } from './table-statistics';

/**
 * The job queue's own table (its leases, ADR 042); the queue itself is CoreDeps.jobs. On the embedded
 * database, which runs no autovacuum, the job that keeps the tables' statistics.
 */
export const jobsModule: ServerModule = {
  name: 'jobs',
  tables,
  build: (core) => ({ jobs: core.dbDriver === 'pglite' ? [tableStatisticsJob(core.jobs, core.db)] : [] }),
};
