import type { ServerModule } from '../server-module';
import { logoPath } from './branding-service';
import { brandLogoRoutes, brandingRoutes } from './routes';
import * as tables from './schema';

/** White label (ADR 040): the Branding tab's routes and the logos' public addresses; the service is CoreDeps.branding. */
export const brandingModule: ServerModule = {
  name: 'branding',
  tables,
  build: ({ branding, entitlements }) => ({
    routes: [
      { path: '/api/branding', routes: brandingRoutes(branding, entitlements), streamedBodies: { '/logo': 'multipart/form-data' } },
      { path: logoPath, routes: brandLogoRoutes(branding), public: true },
    ],
  }),
};
