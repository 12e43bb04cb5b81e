import type { AccountAccess, AccountRow } from '../accounts/account-access';
import type { NetworkClients } from '../networks/clients';
import { mastodonPageSize } from '../networks/mastodon';
import { beforePosting } from '../networks/network-errors';
import { type EngagementItem, NetworkError, type PostMetrics, type PublishedPost, type PublishRequest } from '../networks/types';

/** A token with less left than this is renewed before a video's upload: longer than an upload may run (ADR 022). */
const videoUploadRenewalMs = 20 * 60_000;
/** Mastodon pages read per sync at most: 200 mentions; the next sync reads on from there. */
const mastodonPagesPerSync = 5;

/**
 * Publishes for one account on whichever network it is on, with its credentials renewed as needed.
 * Mastodon (Idempotency-Key) and Bluesky (a record key from the post) find a first attempt again, so
 * an interrupted attempt may be repeated; the OAuth networks take no such key, so one is not (`repeatable`).
 */
export class NetworkGateway {
  constructor(private readonly deps: { clients: NetworkClients; access: AccountAccess }) {}

  repeatable(account: Pick<AccountRow, 'network'>): boolean {
    return account.network === 'mastodon' || account.network === 'bluesky';
  }

  async publish(account: AccountRow, request: PublishRequest): Promise<PublishedPost> {
    const { clients, access } = this.deps;
    // Renewing a token posts nothing: its failing, even by a timeout, leaves a retry safe. A video's
    // upload may take minutes: its token must outlast it, or a refusal halfway would disconnect the account.
    const renewWithinMs = request.video ? videoUploadRenewalMs : undefined;
    const credentials = await beforePosting(() => access.credentials(account, { renewWithinMs }));
    if (credentials.kind === 'mastodon')
      return clients.mastodon.publish({ instanceUrl: account.serviceUrl, accessToken: credentials.accessToken }, request);
    if (credentials.kind === 'bluesky') return clients.bluesky.publish(access.blueskyAuth(account, credentials), request);
    const token = credentials.accessToken;
    switch (account.network) {
      case 'twitter':
        // An account connected before Uplift asked for media.write would be refused the upload, and disconnected.
        if (request.media.length && credentials.scope && !credentials.scope.split(/[\s,]+/).includes('media.write')) {
          throw new NetworkError(
            'Reconnect the X account to post images: it was connected before Uplift could post images there.',
            'rejected',
          );
        }
        return clients.x.publish(token, request);
      case 'linkedin':
        return clients.linkedin.publish(token, account.remoteId, request);
      case 'facebook':
        return clients.facebook.publish(account.remoteId, token, request);
      case 'instagram':
        return clients.instagram.publish(account.remoteId, token, request);
      case 'tiktok':
        return clients.tiktok.publish(token, request);
      case 'youtube':
        return clients.youtube.publish(token, request);
      default:
        throw new NetworkError('Uplift does not publish to this network yet.', 'rejected');
    }
  }

  /** A Mastodon status, by its address, as the account's instance knows it: its id there, or null. */
  async resolveMastodonStatus(account: AccountRow, statusUri: string): Promise<string | null> {
    const credentials = await this.deps.access.credentials(account);
    if (credentials.kind !== 'mastodon') return null;
    return this.deps.clients.mastodon.resolveStatus({ instanceUrl: account.serviceUrl, accessToken: credentials.accessToken }, statusUri);
  }

  /**
   * Published posts' figures, by their network ids; a post no longer on the network is left out. Null
   * where the network gives Uplift none with the permissions it asks for (LinkedIn's and TikTok's need
   * scopes granted only to partners or another product: ADR 022). X, Bluesky and YouTube answer many
   * posts a request; the others one.
   */
  async metrics(account: AccountRow, remoteIds: readonly string[]): Promise<Map<string, PostMetrics> | null> {
    const { clients, access } = this.deps;
    const credentials = await access.credentials(account);
    if (credentials.kind === 'mastodon') {
      const connection = { instanceUrl: account.serviceUrl, accessToken: credentials.accessToken };
      return eachPost(remoteIds, (remoteId) => clients.mastodon.metrics(connection, remoteId));
    }
    if (credentials.kind === 'bluesky') return clients.bluesky.metrics(access.blueskyAuth(account, credentials), remoteIds);
    const token = credentials.accessToken;
    if (account.network === 'twitter') return clients.x.metrics(token, remoteIds);
    if (account.network === 'facebook') return eachPost(remoteIds, (remoteId) => clients.facebook.metrics(token, remoteId));
    if (account.network === 'instagram') return eachPost(remoteIds, (remoteId) => clients.instagram.metrics(token, remoteId));
    if (account.network === 'youtube') return clients.youtube.metrics(token, remoteIds);
    return null;
  }

  /**
   * Mentions and replies since `cursor`, with the cursor to read on from next time: Mastodon's and
   * Bluesky's notifications, and the comments on a Facebook Page's or an Instagram account's recent
   * posts and on a YouTube channel's videos. X's mentions need a paid API tier, and LinkedIn and TikTok
   * give none to Uplift's scopes: empty there.
   */
  async engagement(account: AccountRow, cursor: string | null): Promise<{ items: EngagementItem[]; cursor: string | null }> {
    const { clients, access } = this.deps;
    const credentials = await access.credentials(account);
    if (credentials.kind === 'mastodon') {
      const connection = { instanceUrl: account.serviceUrl, accessToken: credentials.accessToken };
      const items: EngagementItem[] = [];
      let after = cursor ?? undefined;
      for (let page = 0; page < mastodonPagesPerSync; page++) {
        const found = await clients.mastodon.engagement(connection, after);
        items.push(...found);
        // Newest first in the answer, whatever the server's ids look like (GoToSocial's are ULIDs).
        const newest = found[0]?.notificationId;
        if (newest) after = newest;
        if (found.length < mastodonPageSize) break;
      }
      // No mention yet at all: every one to come is new, so the next sync reads on from the oldest.
      return { items, cursor: after ?? '0' };
    }
    // The others are read by time: what came after the newest item read before.
    const since = cursor ? new Date(cursor) : undefined;
    let items: EngagementItem[];
    if (credentials.kind === 'bluesky') items = await clients.bluesky.engagement(access.blueskyAuth(account, credentials), since);
    else if (account.network === 'facebook') items = await clients.facebook.comments(account.remoteId, credentials.accessToken, since);
    else if (account.network === 'instagram') items = await clients.instagram.comments(account.remoteId, credentials.accessToken, since);
    else if (account.network === 'youtube') items = await clients.youtube.comments(credentials.accessToken, account.remoteId, since);
    else return { items: [], cursor };
    return { items, cursor: newestOf(items, since)?.toISOString() ?? null };
  }
}

function newestOf(items: readonly EngagementItem[], since: Date | undefined): Date | undefined {
  return items.reduce<Date | undefined>((latest, item) => (!latest || item.createdAt > latest ? item.createdAt : latest), since);
}

/** Figures read a post at a time; a post the network says is gone ('rejected') is left out, the others read on. */
async function eachPost(remoteIds: readonly string[], read: (remoteId: string) => Promise<PostMetrics>): Promise<Map<string, PostMetrics>> {
  const figures = new Map<string, PostMetrics>();
  for (const remoteId of remoteIds) {
    try {
      figures.set(remoteId, await read(remoteId));
    } catch (error) {
      if (!(error instanceof NetworkError && error.kind === 'rejected')) throw error;
    }
  }
  return figures;
}
