import type { ServerModule } from '../../server-module';
import { meRoutes } from './routes';

export const meModule: ServerModule = {
  name: 'me',
  build: (core) => ({ routes: [{ path: '/api/me', routes: meRoutes(core) }] }),
};
