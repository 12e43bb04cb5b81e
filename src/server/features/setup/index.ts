import type { ServerModule } from '../../server-module';
import { setupRoutes } from './routes';
import * as analysisTables from './schema';
import { SetupService } from './service';
import * as uploadTables from './upload/schema';
import { storedMegabytes } from './upload/store-uploads';

/** Smart Setup: website and document analyses as jobs; its uploads are the workspace's storage. */
export const setupModule: ServerModule = {
  name: 'setup',
  tables: { ...analysisTables, ...uploadTables },
  usageCounters: [{ key: 'storage', count: storedMegabytes }],
  build({ db, dbDriver, jobs, fetcher, ai, usage, entitlements, config, logger, notify, files }) {
    const setup = new SetupService({
      db,
      jobs,
      fetcher,
      ai,
      usage,
      entitlements,
      files,
      dataDir: config.dataDir,
      soleWorker: dbDriver === 'pglite',
      logger,
      notify,
    });
    return {
      // Uploads stream to temporary disk under their own, larger limits (upload/receive.ts), then to the file store.
      routes: [{ path: '/api/setup', routes: setupRoutes(setup), streamedBodies: { '/uploads': 'multipart/form-data' } }],
      jobs: [setup.analyses],
    };
  },
};

export { latestWebsiteAnalysis } from './latest-analysis';
