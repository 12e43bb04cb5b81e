import type { GuardedApi } from '../../../http/guarded-api';
import { createBlueskyClient } from './bluesky';
import { createMastodonClient } from './mastodon';
import { createOAuthNetworksClient, type OAuthNetworkId } from './oauth-networks';
import type { NetworkId } from './types';

/** One client per protocol, all over the guarded API client. */
export function createNetworkClients(api: GuardedApi, originsForTests: Readonly<Record<string, string>>) {
  return {
    mastodon: createMastodonClient(api),
    bluesky: createBlueskyClient(api),
    oauth: createOAuthNetworksClient(api, { originsForTests: originsForTests as Partial<Record<OAuthNetworkId, string>> }),
  };
}

export type NetworkClients = ReturnType<typeof createNetworkClients>;

/** The networks Uplift publishes to so far; the others connect, and publish in a later step (ADR 022). */
export const publishingNetworks: ReadonlySet<NetworkId> = new Set(['mastodon', 'bluesky', 'twitter']);
