import type { ServerModule } from '../server-module';
import { authRoutes } from './routes';
import * as tables from '../auth/schema';

/** Accounts and sessions (better-auth's tables) and its public endpoints. */
export const authModule: ServerModule = {
  name: 'auth',
  tables,
  build: (core) => ({ routes: [{ path: '/api/auth', routes: authRoutes(core), public: true }] }),
};
