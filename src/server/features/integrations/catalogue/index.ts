import type { CoreDeps } from '../../../context';
import type { ModuleParts } from '../../../server-module';
import { IntegrationsCatalogue } from './catalogue-service';
import { catalogueRoutes } from './routes';
import { incomingRoutes } from '../incoming/incoming-routes';

/** The catalogue's service, built once: the parts that act through a connection (publishing, messages) share it. */
export function buildCatalogue(core: CoreDeps): IntegrationsCatalogue {
  return new IntegrationsCatalogue({
    db: core.db,
    entitlements: core.entitlements,
    apiKeys: core.apiKeys,
    box: connectionsBox(core),
    provider: { api: core.guardedApi, baseUrlOf: (provider, fallback) => core.originsForTests[provider] ?? fallback },
    publicUrl: core.config.publicUrl,
  });
}

export function catalogueParts(core: CoreDeps, catalogue: IntegrationsCatalogue): ModuleParts {
  return {
    routes: [
      {
        path: '/api/integrations/incoming',
        routes: incomingRoutes({ db: core.db, box: connectionsBox(core), domainEvents: core.domainEvents, postsPerMinute: 120 }),
        public: true,
        foreignWrites: true,
      },
      { path: '/api/integrations', routes: catalogueRoutes({ catalogue, selfApi: core.selfApi }) },
    ],
  };
}

/** The key sealing connections' credentials and custom integrations' secrets. */
const connectionsBox = (core: CoreDeps) => core.secretBox('integration-connections');
