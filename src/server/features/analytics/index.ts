import type { ServerModule } from '../../server-module';
import { analyticsRoutes } from './routes';

export const analyticsModule: ServerModule = {
  name: 'analytics',
  build: () => ({ routes: [{ path: '/api/analytics', routes: analyticsRoutes() }] }),
};
