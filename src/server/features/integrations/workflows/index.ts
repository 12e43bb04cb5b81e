import type { CoreDeps } from '../../../context';
import type { ModuleParts } from '../../../server-module';
import type { IntegrationsCatalogue } from '../catalogue/catalogue-service';
import { workflowRoutes } from './routes';
import { SeoMonitor } from './seo-monitor';
import { WorkflowsService } from './workflows-service';

/**
 * The automation workflows: their cards' routes, the subscriber that runs them when their trigger
 * happens, and the SEO Monitor's schedule.
 */
export function workflowsParts(core: CoreDeps, catalogue: IntegrationsCatalogue): ModuleParts {
  const workflows = new WorkflowsService({ db: core.db, selfApi: core.selfApi, clock: core.clock, logger: core.logger });
  const seoMonitor = new SeoMonitor({
    db: core.db,
    selfApi: core.selfApi,
    clock: core.clock,
    jobs: core.jobs,
    notify: core.notify,
    catalogue,
    logger: core.logger,
  });
  return {
    routes: [{ path: '/api/integrations/workflows', routes: workflowRoutes({ workflows, selfApi: core.selfApi }) }],
    jobs: [seoMonitor.job],
    subscribers: [
      { name: 'workflows', handle: (event) => workflows.handle(event) },
      { name: 'workflows-seo-monitor', handle: (event) => seoMonitor.auditCompleted(event) },
    ],
  };
}
