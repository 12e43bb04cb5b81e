import type { GuardedApi } from '../../../http/guarded-api';
import { createBlueskyClient } from './bluesky';
import { createMastodonClient } from './mastodon';
import { createOAuthApi, type OAuthNetworkId } from './oauth-api';
import { createFacebookClient } from './facebook';
import { createInstagramClient } from './instagram';
import { createLinkedInClient } from './linkedin';
import { createOAuthNetworksClient } from './oauth-networks';
import { createTikTokClient } from './tiktok';
import { createXClient } from './x';
import { createYouTubeClient } from './youtube';
import type { NetworkId } from './types';

/** One client per protocol, all over the guarded API client. */
export function createNetworkClients(api: GuardedApi, originsForTests: Readonly<Record<string, string>>) {
  const oauthApi = createOAuthApi(api, { originsForTests: originsForTests as Partial<Record<OAuthNetworkId, string>> });
  return {
    mastodon: createMastodonClient(api),
    bluesky: createBlueskyClient(api),
    oauth: createOAuthNetworksClient(oauthApi),
    x: createXClient(oauthApi),
    linkedin: createLinkedInClient(oauthApi),
    facebook: createFacebookClient(oauthApi),
    instagram: createInstagramClient(oauthApi),
    tiktok: createTikTokClient(oauthApi),
    youtube: createYouTubeClient(oauthApi),
  };
}

export type NetworkClients = ReturnType<typeof createNetworkClients>;

/** The networks Uplift publishes to: all eight (YouTube a post's video, the others its text and images: ADR 022). */
export const publishingNetworks: ReadonlySet<NetworkId> = new Set([
  'mastodon',
  'bluesky',
  'twitter',
  'linkedin',
  'facebook',
  'instagram',
  'tiktok',
  'youtube',
]);
