import type { ServerModule } from '../../server-module';
import { dashboardRoutes } from './routes';

export const dashboardModule: ServerModule = {
  name: 'dashboard',
  build: (core) => ({ routes: [{ path: '/api/dashboard', routes: dashboardRoutes(core) }] }),
};
