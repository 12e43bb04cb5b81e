import { count, eq } from 'drizzle-orm';
import type { ServerModule } from '../../server-module';
import { ContentGeneration } from '../content';
import { AccountAccess } from './accounts/account-access';
import { AccountsService } from './accounts/accounts-service';
import { CredentialsVault } from './accounts/credentials';
import { TokenUpkeep } from './accounts/token-upkeep';
import { AccountSync } from './engagement/account-sync';
import { EngagementService } from './engagement/engagement-service';
import { SyncQueue } from './engagement/sync-queue';
import { MediaLinks } from './media/media-links';
import { MediaService, mediaMegabytes } from './media/media-service';
import { VideoStore } from './media/video-store';
import { MediaBytes } from './media/media-bytes';
import { createNetworkClients } from './networks/clients';
import { SocialCsvImport } from './posts/csv-import';
import { socialPostsCounter } from './posts/posting-allowance';
import { PostsService } from './posts/posts-service';
import { NetworkGateway } from './publishing/network-gateway';
import { PublishQueue } from './publishing/publish-queue';
import { Publisher } from './publishing/publisher';
import { socialMediaLinkRoutes, socialRoutes } from './routes';
import { HashtagResearch } from './hashtags/hashtag-research';
import { hashtagRoutes } from './hashtags/hashtag-routes';
import { TagTrends } from './hashtags/tag-trends';
import * as tables from './schema';
import { listeningParts } from './listening/listening-module';
import * as listeningTables from './listening/schema';
import { socialSampleRows } from './sample/sample-social';
import { socialMetrics } from './metrics';

/**
 * The Social Engine (issue 17, ADR 022): accounts connected on the networks themselves, a composer,
 * and posts published by a durable job at their time, never twice.
 */
export const socialModule: ServerModule = {
  name: 'social',
  tables: { ...tables, ...listeningTables },
  sample: socialSampleRows,
  usageCounters: [
    { key: 'storage', count: mediaMegabytes },
    {
      key: 'socialAccounts',
      async count(db, workspaceId) {
        const [row] = await db
          .select({ value: count() })
          .from(tables.socialAccounts)
          .where(eq(tables.socialAccounts.workspaceId, workspaceId));
        return row?.value ?? 0;
      },
    },
    socialPostsCounter,
  ],
  build: (core) => {
    const { db, entitlements, apiKeys, logger, notify } = core;
    const clients = createNetworkClients(core.guardedApi, core.originsForTests);
    const vault = new CredentialsVault(core.secretBox('social-account-credentials'));
    const access = new AccountAccess({ db, vault, clients, apiKeys, notify, logger, soleProcess: core.dbDriver === 'pglite' });
    const accounts = new AccountsService({ db, entitlements, apiKeys, clients, vault, access, logger, publicUrl: core.config.publicUrl });
    const gateway = new NetworkGateway({ clients, access });
    const links = new MediaLinks({ signer: core.signer, publicUrl: core.config.publicUrl });
    const bytes = new MediaBytes(new VideoStore(db), core.files);
    const publisher = new Publisher({ db, gateway, access, links, bytes, notify, logger, events: core.domainEvents });
    const queue = new PublishQueue({ db, jobs: core.jobs, publisher, logger });
    const media = new MediaService({ db, entitlements, jobs: core.jobs, bytes });
    const posts = new PostsService({ db, entitlements, usage: core.usage, queue, media });
    const syncs = new SyncQueue({
      db,
      jobs: core.jobs,
      sync: new AccountSync({ db, gateway, access, notify, logger }),
      logger,
      clock: core.clock,
    });
    const engagement = new EngagementService({ db, syncs });
    const generation = new ContentGeneration({ db, usage: core.usage, entitlements, writer: core.ai });
    const listening = listeningParts(core, { gateway, access });
    return {
      routes: [
        {
          path: '/api/social',
          routes: socialRoutes({
            accounts,
            posts,
            media,
            imports: new SocialCsvImport({ db, entitlements, usage: core.usage, queue }),
            engagement,
            generation,
            entitlements,
            logger,
          }),
          streamedBodies: { '/media': 'multipart/form-data', '/media/videos': 'application/octet-stream' },
        },
        {
          path: '/api/social/hashtags',
          routes: hashtagRoutes({
            research: new HashtagResearch({
              db,
              entitlements,
              ai: core.ai,
              trends: new TagTrends({ api: core.guardedApi, bluesky: clients.bluesky, cacheMs: 10 * 60_000 }),
              access,
              apiKeys,
            }),
          }),
        },
        { path: '/api/social-media', routes: socialMediaLinkRoutes({ media, links }), public: true },
        listening.route,
      ],
      jobs: [...queue.jobs(), ...syncs.jobs(), new TokenUpkeep({ db, jobs: core.jobs, access, logger }).job, media.job, ...listening.jobs],
      metrics: socialMetrics,
    };
  },
};

export { type MediaPublication, publicationsOfMedia } from './media/media-publications';
export { insertSampleVideoPosts, type SampleVideoPost } from './sample/sample-video-posts';
