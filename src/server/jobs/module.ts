import type { ServerModule } from '../server-module';
import * as tables from './schema';

/** The job queue's own table (its leases, ADR 042); the queue itself is CoreDeps.jobs. */
export const jobsModule: ServerModule = { name: 'jobs', tables };
