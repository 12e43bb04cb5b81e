import type { ServerModule } from '../../server-module';
import { adminSupportRoutes, supportRoutes } from './routes';
import * as tables from './schema';
import { SupportService } from './service';

/**
 * Support (issue 37): how the operator is reached for each support feature the plans sell, set in
 * Admin → Support and shown in Settings → Support; onboarding assistance's checklist.
 */
export const supportModule: ServerModule = {
  name: 'support',
  tables,
  build: (core) => {
    const support = new SupportService(core);
    return {
      routes: [
        { path: '/api/support', routes: supportRoutes(support, core.selfApi) },
        { path: '/api/admin/support', routes: adminSupportRoutes(support) },
      ],
    };
  },
};
