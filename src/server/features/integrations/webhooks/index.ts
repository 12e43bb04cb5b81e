import type { CoreDeps } from '../../../context';
import type { ModuleParts } from '../../../server-module';
import { AttemptQueue } from './attempt-queue';
import { DeliveriesService } from './deliveries-service';
import { EndpointsService } from './endpoints-service';
import { webhookRoutes } from './routes';

/**
 * Attempts one worker sends side by side, and workers per process. PGlite's one connection gains
 * nothing from a second worker; PostgreSQL's pool takes two batches at once.
 */
const pace = { pglite: { batchSize: 25, workers: 1 }, postgres: { batchSize: 50, workers: 2 } } as const;

/** Outgoing webhooks (issue 33, ADR 028): endpoints, the `webhooks` subscriber of domain events, and the attempts' jobs. */
export function webhooksParts(core: CoreDeps): ModuleParts {
  const secrets = core.secretBox('webhook-endpoints');
  const queue = new AttemptQueue({
    db: core.db,
    jobs: core.jobs,
    api: core.guardedApi,
    secrets,
    clock: core.clock,
    notify: core.notify,
    logger: core.logger,
    pace: pace[core.dbDriver],
  });
  const endpoints = new EndpointsService({ db: core.db, secrets, guardedApi: core.guardedApi, clock: core.clock });
  const deliveries = new DeliveriesService({ db: core.db, entitlements: core.entitlements, endpoints, queue, clock: core.clock });
  return {
    routes: [{ path: '/api/integrations/webhooks', routes: webhookRoutes({ endpoints, deliveries, entitlements: core.entitlements }) }],
    jobs: queue.jobs(),
    subscribers: [deliveries.subscriber],
  };
}
