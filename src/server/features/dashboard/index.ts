import { FixedWindowLimit } from '../../http/fixed-window-limit';
import type { ServerModule } from '../../server-module';
import { CustomDashboards } from './custom-dashboards';
import { customDashboardRoutes, sharedDashboardRoutes } from './custom-routes';
import { dashboardRoutes } from './routes';
import * as tables from './schema';

/** The Dashboard: the default figures for everyone, and each Enterprise user's own cards (ADR 039). */
export const dashboardModule: ServerModule = {
  name: 'dashboard',
  tables,
  build: (core) => {
    const dashboards = new CustomDashboards({
      db: core.db,
      entitlements: core.entitlements,
      metrics: core.areaMetrics,
      signer: core.signer,
      logger: core.logger,
      publicUrl: core.config.publicUrl,
      now: () => new Date(core.clock.now()),
    });
    return {
      routes: [
        { path: '/api/dashboard', routes: dashboardRoutes(core) },
        { path: '/api/dashboard', routes: customDashboardRoutes(dashboards) },
        {
          path: '/api/shared-dashboards',
          // A visitor holding the link reads it; 60 reads a minute per address keeps guessing and scraping slow.
          routes: sharedDashboardRoutes(
            dashboards,
            new FixedWindowLimit(core.db, { name: 'shared-dashboard', windowSeconds: 60, max: 60 }),
            core.config.trustProxy,
          ),
          public: true,
        },
      ],
    };
  },
};
