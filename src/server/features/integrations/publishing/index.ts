import type { CoreDeps } from '../../../context';
import type { ModuleParts } from '../../../server-module';
import type { IntegrationsCatalogue } from '../catalogue/catalogue-service';
import { PublishService } from './publish-service';
import { publishingRoutes } from './routes';

export function publishingParts(core: CoreDeps, catalogue: IntegrationsCatalogue): ModuleParts {
  const publisher = new PublishService({ db: core.db, catalogue, fetcher: core.fetcher });
  return { routes: [{ path: '/api/integrations/publishing', routes: publishingRoutes({ publisher, selfApi: core.selfApi }) }] };
}
