import { TeamActivity } from '../../notifications/team-activity';
import type { ServerModule } from '../../server-module';
import { BulkContentGeneration } from './bulk';
import { ContentGeneration } from './generation';
import { contentRoutes } from './routes';
import * as tables from './schema';
import { ContentService } from './service';
import { ContentTemplatesService } from './templates/templates-service';
import { contentSampleRows } from './sample/sample-rows';

/** The Content Engine: the library, generation, and bulk generation as a job. */
export const contentModule: ServerModule = {
  name: 'content',
  tables,
  sample: contentSampleRows,
  build({ db, dbDriver, usage, entitlements, plans, ai, jobs, logger, notify, domainEvents }) {
    const activity = new TeamActivity({ db, notify, logger });
    const library = new ContentService(db, activity, domainEvents);
    const templates = new ContentTemplatesService({ db, entitlements, plans });
    const generation = new ContentGeneration({ db, usage, entitlements, writer: ai, templates });
    const bulk = new BulkContentGeneration({
      db,
      jobs,
      entitlements,
      usage,
      library,
      writer: ai,
      logger,
      notify,
      activity,
      soleWorker: dbDriver === 'pglite',
    });
    return {
      routes: [{ path: '/api/content', routes: contentRoutes({ library, generation, bulk, templates, entitlements }) }],
      jobs: [bulk.batches],
    };
  },
};

export { content } from './schema';
export { countContent, countRealContent, publishedContent, recentContent } from './figures';
export { adminContentPage } from './admin-content-page';
export { ContentGeneration } from './generation';
export { loadProjectContext } from './project-context';
export { sampleContentFigures, samplePublishedUrls } from './sample/sample-rows';
