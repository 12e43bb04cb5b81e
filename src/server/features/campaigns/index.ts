import type { ServerModule } from '../../server-module';
import { campaignsRoutes } from './routes';
import * as tables from './schema';

export const campaignsModule: ServerModule = {
  name: 'campaigns',
  tables,
  build: (core) => ({ routes: [{ path: '/api/campaigns', routes: campaignsRoutes(core) }] }),
};

export { campaigns } from './schema';
export { countActiveCampaigns, countRealCampaigns } from './figures';
