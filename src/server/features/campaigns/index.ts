import type { ServerModule } from '../../server-module';
import { campaignsRoutes } from './routes';
import * as tables from './schema';
import { campaignsSampleRows } from './sample';

export const campaignsModule: ServerModule = {
  name: 'campaigns',
  tables,
  sample: campaignsSampleRows,
  build: (core) => ({ routes: [{ path: '/api/campaigns', routes: campaignsRoutes(core) }] }),
};

export { countActiveCampaigns, countRealCampaigns } from './figures';
export { sampleCampaignFigures } from './sample';
