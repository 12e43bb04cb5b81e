import type { ServerModule } from '../../server-module';
import { adminRoutes } from './routes';

export const adminModule: ServerModule = {
  name: 'admin',
  build: (core) => ({ routes: [{ path: '/api/admin', routes: adminRoutes(core) }] }),
};
