import type { ServerModule } from '../../server-module';
import { setupRoutes } from './routes';
import * as analysisTables from './schema';
import { SetupService } from './service';
import * as uploadTables from './upload/schema';
import { removeUploadsOf, uploadsRoot } from './upload/storage';
import { storedMegabytes } from './upload/store-uploads';

/** Smart Setup: website and document analyses as jobs; its uploads are the workspace's storage. */
export const setupModule: ServerModule = {
  name: 'setup',
  tables: { ...analysisTables, ...uploadTables },
  usageCounters: [{ key: 'storage', count: storedMegabytes }],
  // Files uploaded inside a Sample workspace go with it (they counted against the owner's storage).
  sample: { removed: (workspaceId, config) => removeUploadsOf(config.dataDir, workspaceId) },
  build({ db, dbDriver, jobs, fetcher, ai, usage, entitlements, config, logger, notify }) {
    const setup = new SetupService({
      db,
      jobs,
      fetcher,
      ai,
      usage,
      entitlements,
      uploadsRoot: uploadsRoot(config.dataDir),
      soleWorker: dbDriver === 'pglite',
      logger,
      notify,
    });
    return {
      // Uploads stream to disk under their own, larger limits (upload/receive.ts).
      routes: [{ path: '/api/setup', routes: setupRoutes(setup), streamedBodies: { '/uploads': 'multipart/form-data' } }],
      jobs: [setup.analyses],
    };
  },
};

export { latestWebsiteAnalysis } from './latest-analysis';
export { uploadsRoot } from './upload/storage';
