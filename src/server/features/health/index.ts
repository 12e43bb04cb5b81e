import type { ServerModule } from '../../server-module';
import { healthRoutes } from './routes';

export const healthModule: ServerModule = {
  name: 'health',
  build: (core) => ({ routes: [{ path: '/api/health', routes: healthRoutes(core), public: true, onWorkers: true }] }),
};
