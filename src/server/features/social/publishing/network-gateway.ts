import type { AccountAccess, AccountRow } from '../accounts/account-access';
import type { NetworkClients } from '../networks/clients';
import { NetworkError, type PublishedPost, type PublishRequest } from '../networks/types';

/**
 * Publishes for one account on whichever network it is on, with its credentials renewed as needed.
 * Mastodon (Idempotency-Key) and Bluesky (a record key from the post) find a first attempt again, so
 * an interrupted attempt may be repeated; X does not, so one is not (`repeatable`).
 */
export class NetworkGateway {
  constructor(private readonly deps: { clients: NetworkClients; access: AccountAccess }) {}

  repeatable(account: Pick<AccountRow, 'network'>): boolean {
    return account.network === 'mastodon' || account.network === 'bluesky';
  }

  async publish(account: AccountRow, request: PublishRequest): Promise<PublishedPost> {
    const { clients, access } = this.deps;
    const credentials = await access.credentials(account);
    if (credentials.kind === 'mastodon') return clients.mastodon.publish({ instanceUrl: account.serviceUrl, accessToken: credentials.accessToken }, request);
    if (credentials.kind === 'bluesky') return clients.bluesky.publish(access.blueskyAuth(account, credentials), request);
    if (account.network === 'twitter') return clients.oauth.publishToX(credentials.accessToken, request);
    throw new NetworkError('Uplift does not publish to this network yet.', 'rejected');
  }
}
