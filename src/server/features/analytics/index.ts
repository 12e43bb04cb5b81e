import type { ServerModule } from '../../server-module';
import { analyticsRoutes } from './routes';
import { trackerScriptRoutes } from './tracker-script';

export { buildTrackerScript } from './tracker-build';

export const analyticsModule: ServerModule = {
  name: 'analytics',
  build: () => ({
    routes: [
      { path: '/api/analytics', routes: analyticsRoutes() },
      { path: '/js', routes: trackerScriptRoutes(), public: true },
    ],
  }),
};
