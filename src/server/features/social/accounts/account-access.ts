import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import { noticeToMember } from '../social-notices';
import type { ApiKeySettings } from '../../../settings/service';
import { socialNetworkLabels, type OAuthSocialNetwork } from '@/shared/social';
import type { BlueskyAuth } from '../networks/bluesky';
import type { NetworkClients } from '../networks/clients';
import { NetworkError } from '../networks/types';
import { socialAccounts } from '../schema';
import { appCredentials } from './app-keys';
import type { AccountCredentials, CredentialsVault, OAuthCredentials } from './credentials';

export type AccountRow = typeof socialAccounts.$inferSelect;

/** A token this close to its expiry is renewed before use. */
const renewBeforeMs = 5 * 60_000;

/**
 * An account's credentials when something acts for it (publishing, syncing, reconnecting): opened,
 * renewed when its token is about to expire, and stored again when the network hands out new ones.
 * An account whose authorisation the network refuses turns Disconnected, and whoever connected it hears.
 */
export class AccountAccess {
  /** Renewals under way in this process, by account: a second caller waits for the first's tokens. */
  private readonly renewals = new Map<string, Promise<OAuthCredentials>>();

  constructor(
    private readonly deps: { db: Database; vault: CredentialsVault; clients: NetworkClients; apiKeys: ApiKeySettings; notify: Notify; logger: Logger },
  ) {}

  /** Usable credentials, or a NetworkError of kind auth when there are none to use. */
  async credentials(account: AccountRow, options: { renewWithinMs?: number } = {}): Promise<AccountCredentials> {
    const credentials = this.deps.vault.open(account.credentials);
    if (!credentials) throw new NetworkError('The account has no authorisation stored: connect it again.', 'auth');
    if (credentials.kind !== 'oauth') return credentials;
    const expiring = account.tokenExpiresAt && account.tokenExpiresAt.getTime() - Date.now() < (options.renewWithinMs ?? renewBeforeMs);
    return expiring ? this.renew(account, credentials) : credentials;
  }

  /**
   * A new access token from the refresh token (Instagram's from the token itself); without one, the
   * account must be authorised again. Networks that rotate refresh tokens (X) refuse a spent one, so
   * one renewal runs at a time per account here, and a refusal after another process renewed the
   * account takes that process's tokens instead of disconnecting it.
   */
  renew(account: AccountRow, credentials: OAuthCredentials): Promise<OAuthCredentials> {
    const running = this.renewals.get(account.id);
    if (running) return running;
    const renewal = this.renewOnce(account, credentials)
      .catch((error: unknown) => this.renewedElsewhere(account, credentials, error))
      .finally(() => this.renewals.delete(account.id));
    this.renewals.set(account.id, renewal);
    return renewal;
  }

  private async renewedElsewhere(account: AccountRow, used: OAuthCredentials, error: unknown): Promise<OAuthCredentials> {
    if (!(error instanceof NetworkError) || error.kind !== 'auth') throw error;
    const [row] = await this.deps.db.select({ credentials: socialAccounts.credentials }).from(socialAccounts).where(eq(socialAccounts.id, account.id));
    const stored = this.deps.vault.open(row?.credentials ?? null);
    if (stored?.kind === 'oauth' && stored.accessToken !== used.accessToken) return stored;
    throw error;
  }

  private async renewOnce(account: AccountRow, credentials: OAuthCredentials): Promise<OAuthCredentials> {
    // A caller holding the row from before an earlier renewal takes that renewal's tokens: a spent refresh token would be refused.
    const [row] = await this.deps.db.select({ credentials: socialAccounts.credentials, tokenExpiresAt: socialAccounts.tokenExpiresAt }).from(socialAccounts).where(eq(socialAccounts.id, account.id));
    const stored = this.deps.vault.open(row?.credentials ?? null);
    const fresh = !row?.tokenExpiresAt || row.tokenExpiresAt.getTime() - Date.now() > renewBeforeMs;
    if (stored?.kind === 'oauth' && stored.accessToken !== credentials.accessToken && fresh) return stored;
    const network = account.network as OAuthSocialNetwork;
    if (network === 'instagram') {
      const renewed = await this.deps.clients.instagram.renew(credentials.accessToken);
      return this.store(account, { ...credentials, accessToken: renewed.accessToken }, renewed.expiresAt);
    }
    if (!credentials.refreshToken) throw new NetworkError(`The ${socialNetworkLabels[network]} authorisation has expired: connect the account again.`, 'auth');
    const app = await appCredentials(this.deps.apiKeys, network);
    if (!app) throw new NetworkError(`${socialNetworkLabels[network]} is no longer set up on this Uplift (its app keys are missing).`, 'auth');
    const tokens = await this.deps.clients.oauth.refresh(network, app, credentials.refreshToken);
    return this.store(account, { kind: 'oauth', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, scope: tokens.scope ?? credentials.scope }, tokens.expiresAt);
  }

  private async store(account: AccountRow, renewed: OAuthCredentials, expiresAt: Date | null): Promise<OAuthCredentials> {
    await this.deps.db
      .update(socialAccounts)
      .set({ credentials: this.deps.vault.seal(renewed), tokenExpiresAt: expiresAt, updatedAt: new Date() })
      .where(eq(socialAccounts.id, account.id));
    return renewed;
  }

  /** A Bluesky session that stores itself again whenever the client refreshes it. */
  blueskyAuth(account: AccountRow, credentials: Extract<AccountCredentials, { kind: 'bluesky' }>): BlueskyAuth {
    return {
      session: credentials.session,
      onSessionRefreshed: async (session) => {
        await this.deps.db
          .update(socialAccounts)
          .set({ credentials: this.deps.vault.seal({ ...credentials, session }), updatedAt: new Date() })
          .where(eq(socialAccounts.id, account.id));
      },
    };
  }

  /** The network refused the account's authorisation: it turns Disconnected and its connector is told once. */
  async lost(account: AccountRow, reason: string): Promise<void> {
    const changed = await this.deps.db
      .update(socialAccounts)
      .set({ status: 'disconnected', statusReason: reason, lastSync: null, updatedAt: new Date() })
      .where(and(eq(socialAccounts.id, account.id), eq(socialAccounts.status, 'connected')))
      .returning({ id: socialAccounts.id });
    if (changed.length === 0 || !account.createdBy) return;
    const name = `${socialNetworkLabels[account.network]} account ${account.username}`;
    await noticeToMember(this.deps, {
      userId: account.createdBy,
      workspaceId: account.workspaceId,
      kind: 'social_mentions',
      title: `Reconnect your ${name}`,
      body: `${reason} Uplift will not publish to it until it is connected again.`,
      link: '/social',
      email: { subject: `Reconnect your ${name}`, text: `${reason}\n\nUplift will not publish to it until you reconnect it in the Social Engine.` },
    });
  }
}
