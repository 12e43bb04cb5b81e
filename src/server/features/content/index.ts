import { TeamActivity } from '../../notifications/team-activity';
import type { ServerModule } from '../../server-module';
import { BulkContentGeneration } from './bulk';
import { ContentGeneration } from './generation';
import { contentRoutes } from './routes';
import * as contentTables from './schema';
import { ContentService } from './service';
import { ContentTemplatesService } from './templates/templates-service';
import { contentSampleRows } from './sample/sample-rows';
import * as voiceTables from './voice/schema';
import { VoiceLearner } from './voice/voice-learning';
import { BrandVoices } from './voice/voice-service';

/** The Content Engine: the library, generation, bulk generation and brand-voice learning as jobs. */
export const contentModule: ServerModule = {
  name: 'content',
  tables: { ...contentTables, ...voiceTables },
  sample: contentSampleRows,
  build({ db, dbDriver, usage, entitlements, plans, ai, jobs, fetcher, logger, notify, domainEvents }) {
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
    const learner = new VoiceLearner({ db, jobs, fetcher, writer: ai, logger, soleWorker: dbDriver === 'pglite' });
    const voices = new BrandVoices({ db, entitlements, writer: ai, learner });
    return {
      routes: [{ path: '/api/content', routes: contentRoutes({ library, generation, bulk, templates, voices, entitlements }) }],
      jobs: [bulk.batches, learner.runs],
    };
  },
};

export { content } from './schema';
export { countContent, countRealContent, publishedContent, recentContent } from './figures';
export { adminContentPage } from './admin-content-page';
export { ContentGeneration } from './generation';
export { loadProjectContext } from './project-context';
export { sampleContentFigures, samplePublishedUrls } from './sample/sample-rows';
