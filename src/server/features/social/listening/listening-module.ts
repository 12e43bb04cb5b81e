import type { CoreDeps } from '../../../context';
import type { ModuleJob, ModuleRoutes } from '../../../server-module';
import type { AccountAccess } from '../accounts/account-access';
import type { NetworkGateway } from '../publishing/network-gateway';
import { ListeningQueue } from './listening-queue';
import { listeningRoutes } from './listening-routes';
import { ListeningService } from './listening-service';
import { MonitorRun } from './monitor-run';
import { createListeningSources, defaultSourceBases } from './sources';

/** Social listening's services, route and jobs, built with the Social Engine's accounts for replies (ADR 036). */
export function listeningParts(
  core: CoreDeps,
  social: { gateway: NetworkGateway; access: AccountAccess },
): { route: ModuleRoutes; jobs: ModuleJob[] } {
  const { db, logger } = core;
  // Read per check, so an address changed in Admin → API Keys applies at once.
  const sources = createListeningSources(core.guardedApi, async () => ({
    bluesky: (await core.apiKeys.get('BLUESKY_APPVIEW_URL')) ?? defaultSourceBases.bluesky,
    reddit: (await core.apiKeys.get('REDDIT_URL')) ?? defaultSourceBases.reddit,
  }));
  const runs = new MonitorRun({ db, sources, ai: core.ai, notify: core.notify, logger });
  const queue = new ListeningQueue({ db, jobs: core.jobs, runs, logger, clock: core.clock });
  const listening = new ListeningService({ db, queue, ...social });
  return {
    route: { path: '/api/social/listening', routes: listeningRoutes({ listening, entitlements: core.entitlements }) },
    jobs: queue.jobs(),
  };
}
