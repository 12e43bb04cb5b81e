import type { CoreDeps } from '../../../context';
import type { ModuleParts } from '../../../server-module';
import { workflowRoutes } from './routes';
import { WorkflowsService } from './workflows-service';

/** The automation workflows: their cards' routes, and the subscriber that runs them when their trigger happens. */
export function workflowsParts(core: CoreDeps): ModuleParts {
  const workflows = new WorkflowsService({ db: core.db, selfApi: core.selfApi, clock: core.clock, logger: core.logger });
  return {
    routes: [{ path: '/api/integrations/workflows', routes: workflowRoutes({ workflows, selfApi: core.selfApi }) }],
    subscribers: [{ name: 'workflows', handle: (event) => workflows.handle(event) }],
  };
}
