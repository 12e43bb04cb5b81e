import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  type HashtagSuggestions,
  type HashtagTrend,
  hashtagMessages,
  hashtagResearchNotOnPlan,
  trendNetworks,
  type TrendNetwork,
} from '@/shared/social/hashtags';
import { socialNetworkLabels, type SocialNetwork } from '@/shared/social/social';
import type { AiEngine } from '../../../ai';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import type { ApiKeySettings } from '../../../settings/service';
import { loadProjectContext } from '../../content';
import type { AccountAccess } from '../accounts/account-access';
import { socialAccounts } from '../schema';
import { deliveredPosts, tagRecords } from './hashtag-history';
import { hashtagsRecipe } from './hashtags-recipe';
import { mergeSuggestions, provenTags } from './merge-suggestions';
import type { BlueskySearch, TagTrends } from './tag-trends';

/** Where tag figures are read when the workspace has no account of its own there (Admin → API Keys). */
export const defaultMastodonTrendsInstance = 'https://mastodon.social';
export const defaultBlueskyAppView = 'https://public.api.bsky.app';

/** The composer's Hashtags: the AI's tags and the workspace's own, with their figures and their use on Mastodon and Bluesky. */
export class HashtagResearch {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      ai: AiEngine;
      trends: TagTrends;
      access: AccountAccess;
      apiKeys: Pick<ApiKeySettings, 'get'>;
    },
  ) {}

  async suggest(viewer: Viewer, input: { text: string; networks: readonly SocialNetwork[] }): Promise<HashtagSuggestions> {
    const { db, ai } = this.deps;
    (await this.deps.entitlements.of(allowanceOf(viewer))).requireFeature('hashtag_research', hashtagResearchNotOnPlan);
    const networks = [...new Set(input.networks)];
    const history = tagRecords(await deliveredPosts(db, viewer.workspaceId));
    const brief = {
      text: input.text,
      networks,
      project: await loadProjectContext(db, viewer.workspaceId),
      provenTags: provenTags(history, 8).map((record) => record.tag),
    };
    const draft = await ai.write(hashtagsRecipe(brief), { workspaceId: viewer.workspaceId, userId: viewer.userId });
    const merged = mergeSuggestions({ text: input.text, aiTags: draft.payload, history });
    const lookups = await this.trendLookups(viewer.workspaceId, networks);
    const suggestions = await Promise.all(
      merged.map(async (suggestion) => ({
        ...suggestion,
        trends: await Promise.all(lookups.map((lookup) => lookup(suggestion.tag))),
      })),
    );
    return { suggestions, writtenBy: draft.source === 'ai' ? 'ai' : 'offline' };
  }

  /** A lookup per network whose figures the post wants: the chosen ones that have them, both when none is chosen. */
  private async trendLookups(workspaceId: string, networks: readonly SocialNetwork[]) {
    const chosen = trendNetworks.filter((network) => networks.length === 0 || networks.includes(network));
    return Promise.all(
      chosen.map(async (network): Promise<(tag: string) => Promise<HashtagTrend>> => {
        if (network === 'mastodon') {
          const instance = await this.mastodonInstance(workspaceId);
          return instance ? (tag) => this.deps.trends.mastodon(instance, tag) : notConfigured(network);
        }
        const via = await this.blueskySearch(workspaceId);
        return via ? (tag) => this.deps.trends.bluesky(via, tag) : notConfigured(network);
      }),
    );
  }

  /** The instance of the workspace's Mastodon account, whose users are its audience; else the configured one. */
  private async mastodonInstance(workspaceId: string): Promise<string | null> {
    const [account] = await this.connectedAccounts(workspaceId, 'mastodon');
    if (account?.serviceUrl) return account.serviceUrl;
    return baseAddress((await this.deps.apiKeys.get('MASTODON_TRENDS_INSTANCE')) ?? defaultMastodonTrendsInstance);
  }

  /** Bluesky's public AppView may refuse searches without a session: the workspace's account's is used when it has one. */
  private async blueskySearch(workspaceId: string): Promise<BlueskySearch | null> {
    for (const account of await this.connectedAccounts(workspaceId, 'bluesky')) {
      const credentials = await this.deps.access.credentials(account).catch(() => null);
      if (credentials?.kind === 'bluesky') return { auth: this.deps.access.blueskyAuth(account, credentials) };
    }
    const appViewUrl = baseAddress((await this.deps.apiKeys.get('BLUESKY_APPVIEW_URL')) ?? defaultBlueskyAppView);
    return appViewUrl ? { appViewUrl } : null;
  }

  private connectedAccounts(workspaceId: string, network: TrendNetwork) {
    return this.deps.db
      .select()
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.workspaceId, workspaceId),
          eq(socialAccounts.network, network),
          eq(socialAccounts.status, 'connected'),
          isNotNull(socialAccounts.credentials),
        ),
      )
      .orderBy(desc(socialAccounts.createdAt));
  }
}

/** An operator's http(s) address as an origin; anything else (such as "off") turns that network's figures off. */
function baseAddress(value: string): string | null {
  if (!/^https?:\/\//i.test(value.trim())) return null;
  try {
    return new URL(value.trim()).origin;
  } catch {
    return null;
  }
}

function notConfigured(network: TrendNetwork) {
  const trend: HashtagTrend = {
    network,
    uses: null,
    atLeast: false,
    direction: null,
    reason: hashtagMessages.notConfigured(socialNetworkLabels[network]),
  };
  return async () => trend;
}
