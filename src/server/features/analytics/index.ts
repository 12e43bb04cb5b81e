import type { ServerModule } from '../../server-module';
import { AddressLimit } from './collect/address-limit';
import { Collector } from './collect/collector';
import { countriesFrom } from './collect/geoip';
import { collectRoutes } from './collect/routes';
import { goalsRoutes } from './goals/goals-routes';
import { GoalsService } from './goals/goals-service';
import { recommendationsRoutes } from './recommendations/recommendations-routes';
import { RecommendationsService } from './recommendations/recommendations-service';
import { rollupJob } from './rollup/rollup-job';
import { Rollups } from './rollup/rollups';
import { analyticsRoutes } from './routes';
import { weeklySummaryJob } from './summary/weekly-summary-job';
import { WeeklySummaries } from './summary/weekly-summary';
import * as tables from './schema';
import { PostgresEventStore } from './store/postgres-event-store';
import { AnalyticsService } from './service';
import { trackerScriptRoutes } from './tracker-script';
import { analyticsSampleRows } from './sample/sample-traffic';
import { analyticsMetrics } from './metrics';

export { buildTrackerScript } from './tracker-build';
export { figuresOfAddresses, revenueOfAddresses } from './content/address-views';
export { revenueEventRows } from './content/revenue-rows';
export { campaignConversions, type CampaignConversions } from './goals/campaign-conversions';
// Monetization's tracked links count visitors as the collection endpoint does (ADR 031).
export { AddressLimit } from './collect/address-limit';
export { DailySalts, visitorId } from './collect/visitor-id';
export { daysOf, periodBounds, reportPeriod } from './report/period';

/**
 * First-party analytics (ADR 019): the trackers' collection endpoint, the rollups that keep reports
 * fast, and the reports every screen reads traffic from.
 */
export const analyticsModule: ServerModule = {
  name: 'analytics',
  tables,
  sample: analyticsSampleRows,
  build: (core) => {
    const store = new PostgresEventStore(core.db);
    const collector = new Collector(core.db, store, core.logger, core.domainEvents, countriesFrom(core.config.geoipDatabase, core.logger));
    const rollups = new Rollups(core.db, store, core.logger);
    const analytics = new AnalyticsService({
      db: core.db,
      entitlements: core.entitlements,
      branding: core.branding,
      rollups,
      store,
      sites: collector.sites,
      publicUrl: core.config.publicUrl,
      countriesKnown: core.config.geoipDatabase !== undefined,
    });
    return {
      routes: [
        {
          path: '/api/event',
          routes: collectRoutes(
            collector,
            new AddressLimit(core.config.analyticsRateLimit, { db: core.db, name: 'analytics-collect' }),
            core.config.trustProxy,
          ),
          public: true,
          foreignWrites: true,
          aheadOfMiddleware: true,
        },
        { path: '/api/analytics', routes: analyticsRoutes(analytics) },
        {
          path: '/api/analytics',
          routes: goalsRoutes(new GoalsService({ db: core.db, entitlements: core.entitlements, rollups, store, sites: collector.sites })),
        },
        { path: '/api/analytics', routes: recommendationsRoutes(new RecommendationsService({ db: core.db, ai: core.ai, analytics })) },
        { path: '/js', routes: trackerScriptRoutes(), public: true },
      ],
      jobs: [
        rollupJob({ jobs: core.jobs, rollups, store, logger: core.logger, retentionDays: core.config.analyticsRetentionDays }),
        weeklySummaryJob({
          jobs: core.jobs,
          summaries: new WeeklySummaries({
            db: core.db,
            rollups,
            entitlements: core.entitlements,
            notify: core.notify,
            logger: core.logger,
          }),
        }),
      ],
      stop: () => collector.stop(),
      metrics: analyticsMetrics(rollups),
    };
  },
};
