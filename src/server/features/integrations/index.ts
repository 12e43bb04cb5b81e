import type { ModuleParts, ServerModule } from '../../server-module';
import { statusRoutes } from './status/routes';

/**
 * Integrations: the services the instance uses, the tools a workspace connects, its API keys and
 * public API, its outgoing webhooks and its workflows. Each part is a folder here; this joins them.
 */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  build: (core) => joinParts([{ routes: [{ path: '/api/integrations', routes: statusRoutes(core) }] }]),
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
