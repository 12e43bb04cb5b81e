import { leadMagnetLinkDays } from '@/shared/monetization/lead-magnets';
import type { ServerModule } from '../../server-module';
import { AddressLimit, DailySalts } from '../analytics';
import { ClickBuffer } from './links/clicks';
import { ContentAddresses } from './links/content-addresses';
import { redirectRoutes } from './links/redirect-routes';
import * as leadMagnetTables from './lead-magnets/schema';
import * as linkTables from './links/schema';
import { TrackedLinks } from './links/tracked-links';
import { PostbackTokens } from './programs/postback-tokens';
import { postbackRoutes } from './programs/postback-routes';
import { ProgramsService } from './programs/programs-service';
import * as programTables from './programs/schema';
import { ProductsService } from './products/products-service';
import * as productTables from './products/schema';
import { RevenueLedger } from './revenue/revenue-ledger';
import { revenueRoutes } from './revenue/routes';
import { RevenueService } from './revenue/revenue-service';
import * as revenueTables from './revenue/schema';
import {
  experimentRoutes,
  leadMagnetRoutes,
  linkRoutes,
  productRoutes,
  programRoutes,
  reportRoutes,
  serviceRoutes,
  suggestionRoutes,
  topContentRoutes,
} from './routes';
import { ExperimentsService } from './experiments/experiments-service';
import { LeadDelivery } from './lead-magnets/lead-delivery';
import { LeadMagnetsService } from './lead-magnets/lead-magnets-service';
import { LeadTokens } from './lead-magnets/lead-tokens';
import { leadMagnetMegabytes } from './lead-magnets/magnet-files';
import { publicLeadMagnetRoutes } from './lead-magnets/public-routes';
import { SuggestionsService } from './suggestions/suggestions-service';
import { monetizationSampleRows } from './sample/sample-rows';
import { ServicesService } from './services/services-service';
import * as serviceTables from './services/schema';
import * as settingsTables from './settings/schema';
import { monetizationMetrics } from './metrics';

// Postbacks a minute from one network's address, per process: networks batch, but never thousands.
const postbacksPerMinute = 600;

/**
 * The Monetization Hub (issue 35, ADR 031): one ledger of the workspace's money (recorded by hand, from
 * CSV, posted back by affiliate networks, or sold in its connected shops), tracked links /r/{slug}
 * whose clicks are counted as Analytics counts visitors, and the programs, products and services
 * the money is earned with. Each part is a folder here; this joins them.
 */
export const monetizationModule: ServerModule = {
  name: 'monetization',
  sample: monetizationSampleRows,
  // Lead magnets' files take room in the plan's storage, as Social's images and Smart Setup's uploads do.
  usageCounters: [{ key: 'storage', count: leadMagnetMegabytes }],
  tables: { ...revenueTables, ...programTables, ...productTables, ...serviceTables, ...linkTables, ...leadMagnetTables, ...settingsTables },
  build: (core) => {
    const { db, clock } = core;
    const now = () => new Date(clock.now());
    const ledger = new RevenueLedger(db, now);
    const links = new TrackedLinks(db, core.config.publicUrl);
    const tokens = new PostbackTokens(core.signer, core.config.publicUrl);
    const clicks = new ClickBuffer(db, core.logger);
    const revenue = new RevenueService(db, ledger);
    const programs = new ProgramsService({ db, links, tokens, ledger });
    const products = new ProductsService({ db, links, ledger });
    const services = new ServicesService({ db, ledger });
    const salts = new DailySalts(db);
    const contentAddresses = new ContentAddresses(db);
    const leadTokens = new LeadTokens(core.signer, leadMagnetLinkDays);
    const delivery = new LeadDelivery({ db, tokens: leadTokens, mailer: core.mailer, publicUrl: core.config.publicUrl, now });
    const magnets = new LeadMagnetsService({
      db,
      links,
      tokens: leadTokens,
      ledger,
      entitlements: core.entitlements,
      usage: core.usage,
      publicUrl: core.config.publicUrl,
    });
    const experiments = new ExperimentsService({ db, links, now });
    const suggestions = new SuggestionsService({ db, ledger, ai: core.ai, entitlements: core.entitlements, usage: core.usage });
    const visits = new AddressLimit(core.config.redirectRateLimit, { db, name: 'monetization-visits' });
    return {
      routes: [
        { path: '/api/monetization', routes: revenueRoutes(revenue) },
        { path: '/api/monetization', routes: reportRoutes({ db, ledger, revenue, programs, products, services, branding: core.branding }) },
        { path: '/api/monetization/programs', routes: programRoutes(programs) },
        { path: '/api/monetization/products', routes: productRoutes(products) },
        { path: '/api/monetization/services', routes: serviceRoutes(services) },
        { path: '/api/monetization/links', routes: linkRoutes(db, links) },
        { path: '/api/monetization', routes: topContentRoutes(db, ledger) },
        { path: '/api/monetization', routes: suggestionRoutes(suggestions) },
        { path: '/api/monetization/experiments', routes: experimentRoutes(experiments) },
        {
          path: '/api/monetization/lead-magnets',
          routes: leadMagnetRoutes(magnets),
          streamedBodies: { '': 'multipart/form-data' },
        },
        {
          path: '/l',
          routes: publicLeadMagnetRoutes({
            db,
            tokens: leadTokens,
            delivery,
            clicks,
            salts,
            contentAddresses,
            limit: visits,
            trustProxy: core.config.trustProxy,
            now,
            branding: core.branding,
          }),
          public: true,
        },
        {
          path: '/api/monetization/postbacks',
          routes: postbackRoutes({
            db,
            tokens,
            limit: new AddressLimit(postbacksPerMinute, { db, name: 'monetization-postbacks' }),
            trustProxy: core.config.trustProxy,
            events: core.domainEvents,
            now,
          }),
          public: true,
          foreignWrites: true,
        },
        {
          path: '/r',
          routes: redirectRoutes({
            links,
            clicks,
            salts,
            contentAddresses,
            limit: visits,
            trustProxy: core.config.trustProxy,
            now,
          }),
          aheadOfMiddleware: true,
        },
      ],
      subscribers: [delivery.subscriber()],
      stop: () => clicks.stop(),
      metrics: monetizationMetrics(ledger),
    };
  },
};
