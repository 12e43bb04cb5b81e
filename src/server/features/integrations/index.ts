import type { ModuleParts, ServerModule } from '../../server-module';
import { statusRoutes } from './status/routes';
import { buildCatalogue, catalogueParts } from './catalogue';
import * as catalogueTables from './catalogue/schema';
import * as commerceTables from './commerce/schema';
import { publishingParts } from './publishing';
import * as publishingTables from './publishing/schema';
import { workflowsParts } from './workflows';
import * as workflowTables from './workflows/schema';
import { webhooksParts } from './webhooks';
import * as webhookTables from './webhooks/schema';
import * as apiKeyTables from './api-keys/schema';
import { publicApiPart } from './public-api/part';

/** The workspace's own shops' sales, which Monetization's ledger reads beside its own rows (ADR 031). */
export { commerceSales } from './commerce/schema';
export { storeConnections } from './commerce/store-connections';

/**
 * Integrations: the services the instance uses, the tools a workspace connects, its API keys and
 * public API, its outgoing webhooks and its workflows. Each part is a folder here; this joins them.
 */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  tables: {
    ...catalogueTables,
    ...commerceTables,
    ...publishingTables,
    ...workflowTables,
    ...webhookTables,
    ...apiKeyTables,
  },
  build: (core) => {
    const catalogue = buildCatalogue(core);
    return joinParts([
      { routes: [{ path: '/api/integrations', routes: statusRoutes(core) }] },
      catalogueParts(core, catalogue),
      publishingParts(core, catalogue),
      workflowsParts(core, catalogue),
      webhooksParts(core),
      publicApiPart(core),
    ]);
  },
};

function joinParts(parts: readonly ModuleParts[]): ModuleParts {
  return {
    routes: parts.flatMap((part) => part.routes ?? []),
    jobs: parts.flatMap((part) => part.jobs ?? []),
    subscribers: parts.flatMap((part) => part.subscribers ?? []),
    async stop() {
      for (const part of parts) await part.stop?.();
    },
  };
}
