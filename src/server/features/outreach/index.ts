import type { ServerModule } from '../../server-module';
import { loadProjectContext } from '../content';
import { markOpportunitiesContacted, opportunityToContact } from '../seo';
import { CampaignsService, stopSequences } from './campaigns/campaigns-service';
import { historyRoutes } from './campaigns/history';
import { OpeningWriter } from './campaigns/opening-writer';
import { OutreachLinks } from './campaigns/outreach-links';
import { publicOutreachRoutes } from './campaigns/public-routes';
import { campaignRoutes, suppressionRoutes } from './campaigns/routes';
import * as campaignTables from './campaigns/schema';
import { SequenceSender } from './campaigns/sequence-sender';
import { Suppressions } from './campaigns/suppressions';
import { IdentitiesService } from './identities/identities-service';
import { identityRoutes } from './identities/routes';
import { ReplyPoller } from './replies/reply-poller';
import * as identityTables from './identities/schema';
import { InfluencersService } from './influencers/influencers-service';
import { createProfileReaders } from './influencers/profiles/profile-readers';
import { influencerRoutes } from './influencers/routes';
import * as influencerTables from './influencers/schema';
import { overviewRoutes } from './overview/overview';
import { ContactDiscoveryJobs } from './prospects/discovery-job';
import { ProspectsService } from './prospects/prospects-service';
import { prospectRoutes } from './prospects/routes';
import * as prospectTables from './prospects/schema';
import { buildProspectSearch } from './search/prospect-search';
import * as searchTables from './search/schema';

export { discoverContacts } from './discovery/contact-discovery';
/**
 * AI Outreach (issue 34): prospects, each read for the contacts its own site shows, found by hand or
 * by a prospect search; sending identities and campaigns (sequences sent over SMTP by a durable job,
 * with tracked links and one-click unsubscribe). Each part is a folder here; this joins them.
 */
export const outreachModule: ServerModule = {
  name: 'outreach',
  tables: { ...prospectTables, ...searchTables, ...influencerTables, ...identityTables, ...campaignTables },
  build: (core) => {
    const discovery = new ContactDiscoveryJobs({ db: core.db, jobs: core.jobs, fetcher: core.fetcher, dns: core.dns, logger: core.logger });
    const { db, clock } = core;
    const now = () => new Date(clock.now());
    const prospects = new ProspectsService({
      db,
      queueDiscovery: discovery.queue,
      responded: (workspaceId, prospectId) => stopSequences(db, workspaceId, { prospectId }, now()),
      opportunity: (workspaceId, id) => opportunityToContact(db, workspaceId, id),
    });
    const identities = new IdentitiesService({
      db,
      box: core.secretBox('outreach-identity'),
      guardedApi: core.guardedApi,
      clock,
      checkReplies: (identityId): Promise<void> => replies.check(identityId),
    });
    const suppressions = new Suppressions(db);
    const links = new OutreachLinks(core.signer, core.config.publicUrl);
    const sender = new SequenceSender({
      db,
      jobs: core.jobs,
      clock,
      identities,
      suppressions,
      links,
      logger: core.logger,
      sitesContacted: async (workspaceId, domains, at) => {
        for (const domain of domains) await markOpportunitiesContacted(db, workspaceId, domain, at);
      },
    });
    const replies = new ReplyPoller({
      db,
      jobs: core.jobs,
      clock,
      ai: core.ai,
      identities,
      suppressions,
      guardedApi: core.guardedApi,
      logger: core.logger,
    });
    // The openings follow the newest project's brand voice where the workspace's plan applies it.
    const brandVoiceOf = async (workspaceId: string) => {
      const brandVoice = (await core.entitlements.of({ workspaceId, isAdmin: false })).allows('custom_ai_training');
      return brandVoice ? ((await loadProjectContext(db, workspaceId, undefined, { brandVoice }))?.voice ?? null) : null;
    };
    const openings = new OpeningWriter({ db, jobs: core.jobs, ai: core.ai, logger: core.logger, brandVoiceOf });
    const campaigns = new CampaignsService({
      db,
      clock,
      identities,
      suppressions,
      wake: () => sender.wake(),
      wakeOpeningWriter: () => openings.wake(),
    });
    const search = buildProspectSearch(core, discovery.queue);
    const profiles = createProfileReaders({ api: core.guardedApi, apiKeys: core.apiKeys, originsForTests: core.originsForTests });
    const influencers = new InfluencersService({ db: core.db, profiles });
    return {
      routes: [
        { path: '/api/outreach/prospects', routes: prospectRoutes(prospects) },
        { path: '/api/outreach/prospects', routes: historyRoutes(db, 'prospect') },
        { path: '/api/outreach/searches', routes: search.routes },
        { path: '/api/outreach/influencers', routes: influencerRoutes(influencers) },
        { path: '/api/outreach/influencers', routes: historyRoutes(db, 'influencer') },
        { path: '/api/outreach/overview', routes: overviewRoutes(core.db) },
        { path: '/api/outreach/identities', routes: identityRoutes(identities) },
        { path: '/api/outreach/campaigns', routes: campaignRoutes(campaigns) },
        { path: '/api/outreach/suppressions', routes: suppressionRoutes(suppressions) },
        { path: '/o', routes: publicOutreachRoutes({ db, links, suppressions, now }), public: true },
      ],
      jobs: [discovery.job(), search.job, openings.job, sender.job, replies.job],
    };
  },
};
