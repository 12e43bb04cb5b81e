import type { CoreDeps } from '../../../context';
import type { ModuleParts } from '../../../server-module';
import { IntegrationsCatalogue } from './catalogue-service';
import { CommerceLedger } from '../commerce/ledger';
import { IntegrationSyncs } from './integration-syncs';
import { catalogueRoutes } from './routes';
import { incomingRoutes } from '../incoming/incoming-routes';
import { gumroadReceiver } from '../stores/gumroad-pings';
import { lemonSqueezyReceiver } from '../stores/lemon-squeezy-webhooks';
import { shopifyReceiver } from '../stores/shopify-webhooks';
import { StoreAddresses } from '../stores/store-addresses';
import { storeRoutes } from '../stores/store-routes';
import { StoreWebhooks } from '../stores/store-webhooks';
import { wooCommerceReceiver } from '../stores/woocommerce-webhooks';

/** The catalogue's service, built once: the parts that act through a connection (publishing, messages) share it. */
export function buildCatalogue(core: CoreDeps): IntegrationsCatalogue {
  return new IntegrationsCatalogue({
    db: core.db,
    entitlements: core.entitlements,
    apiKeys: core.apiKeys,
    box: connectionsBox(core),
    provider: { api: core.guardedApi, baseUrlOf: (provider, fallback) => core.originsForTests[provider] ?? fallback },
    publicUrl: core.config.publicUrl,
    storeAddresses: storeAddresses(core),
    logger: core.logger,
    clock: core.clock,
  });
}

export function catalogueParts(core: CoreDeps, catalogue: IntegrationsCatalogue): ModuleParts {
  // One ledger for the imports and the shops' webhooks.
  const ledger = new CommerceLedger({ db: core.db, events: core.domainEvents });
  const syncs = new IntegrationSyncs({
    db: core.db,
    jobs: core.jobs,
    catalogue,
    ledger,
    selfApi: core.selfApi,
    clock: core.clock,
    logger: core.logger,
    soleWorker: core.dbDriver === 'pglite',
  });
  return {
    jobs: syncs.jobs(),
    routes: [
      {
        path: '/api/integrations/incoming',
        routes: incomingRoutes({
          db: core.db,
          box: connectionsBox(core),
          domainEvents: core.domainEvents,
          entitlements: core.entitlements,
          postsPerMinute: 120,
        }),
        public: true,
        foreignWrites: true,
      },
      {
        path: '/api/integrations/stores',
        routes: storeRoutes({
          webhooks: new StoreWebhooks({
            db: core.db,
            catalogue,
            entitlements: core.entitlements,
            ledger,
            postsPerMinute: 600,
            receivers: [shopifyReceiver, wooCommerceReceiver, lemonSqueezyReceiver, gumroadReceiver(storeAddresses(core))],
          }),
        }),
        public: true,
        foreignWrites: true,
      },
      { path: '/api/integrations', routes: catalogueRoutes({ catalogue, syncs, selfApi: core.selfApi }) },
    ],
  };
}

/** Where shops post, and the token in the address of one that signs nothing. */
const storeAddresses = (core: CoreDeps) => new StoreAddresses({ publicUrl: core.config.publicUrl, signer: core.signer });

/** The key sealing connections' credentials and custom integrations' secrets. */
const connectionsBox = (core: CoreDeps) => core.secretBox('integration-connections');
