import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { Notify } from '../../../notifications/notify';
import { noticeToMember } from '../social-notices';
import type { ApiKeySettings } from '../../../settings/service';
import { socialNetworkLabels, type OAuthSocialNetwork } from '@/shared/social/social';
import type { BlueskyAuth } from '../networks/bluesky';
import type { NetworkClients } from '../networks/clients';
import { NetworkError } from '../networks/types';
import { socialAccounts } from '../schema';
import { appCredentials } from './app-keys';
import type { OAuthAppCredentials } from '../networks/oauth-networks';
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
    private readonly deps: {
      db: Database;
      vault: CredentialsVault;
      clients: NetworkClients;
      apiKeys: ApiKeySettings;
      notify: Notify;
      logger: Logger;
      /** The embedded database: this process is the only one that renews. */
      soleProcess: boolean;
    },
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
   * an account's renewals take turns: callers in this process share one, and across processes the
   * account's row stays locked (on PostgreSQL) until the renewed tokens are stored, so the next renewal finds them.
   */
  private renew(account: AccountRow, credentials: OAuthCredentials): Promise<OAuthCredentials> {
    const running = this.renewals.get(account.id);
    if (running) return running;
    const renewal = this.renewOnce(account, credentials).finally(() => this.renewals.delete(account.id));
    this.renewals.set(account.id, renewal);
    return renewal;
  }

  private async renewOnce(account: AccountRow, credentials: OAuthCredentials): Promise<OAuthCredentials> {
    // Read first: PGlite runs nothing else while a transaction is open.
    const app = account.network === 'instagram' ? null : await appCredentials(this.deps.apiKeys, account.network as OAuthSocialNetwork);
    // The embedded database has one process, whose callers already share one renewal; a transaction
    // there would stop every other query while the network answers.
    if (this.deps.soleProcess) return this.renewIn(this.deps.db, account, credentials, app);
    return this.deps.db.transaction((tx) => this.renewIn(tx, account, credentials, app));
  }

  private async renewIn(
    db: Database,
    account: AccountRow,
    credentials: OAuthCredentials,
    app: OAuthAppCredentials | null,
  ): Promise<OAuthCredentials> {
    const network = account.network as OAuthSocialNetwork;
    const label = socialNetworkLabels[network];
    const [row] = await db
      .select({ credentials: socialAccounts.credentials, tokenExpiresAt: socialAccounts.tokenExpiresAt })
      .from(socialAccounts)
      .where(eq(socialAccounts.id, account.id))
      .for('update');
    const stored = this.deps.vault.open(row?.credentials ?? null);
    const current = stored?.kind === 'oauth' ? stored : credentials;
    // Renewed by another caller since this one read the account: its tokens serve.
    const fresh = !row?.tokenExpiresAt || row.tokenExpiresAt.getTime() - Date.now() > renewBeforeMs;
    if (current.accessToken !== credentials.accessToken && fresh) return current;
    let renewed: { credentials: OAuthCredentials; expiresAt: Date | null };
    if (network === 'instagram') {
      const token = await this.deps.clients.instagram.renew(current.accessToken);
      renewed = { credentials: { ...current, accessToken: token.accessToken }, expiresAt: token.expiresAt };
    } else {
      if (!current.refreshToken) throw new NetworkError(`The ${label} authorisation has expired: connect the account again.`, 'auth');
      if (!app) throw new NetworkError(`${label} is no longer set up on this Uplift (its app keys are missing).`, 'auth');
      const tokens = await this.deps.clients.oauth.refresh(network, app, current.refreshToken);
      renewed = {
        credentials: {
          kind: 'oauth',
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          scope: tokens.scope ?? current.scope,
        },
        expiresAt: tokens.expiresAt,
      };
    }
    await db
      .update(socialAccounts)
      .set({ credentials: this.deps.vault.seal(renewed.credentials), tokenExpiresAt: renewed.expiresAt, updatedAt: new Date() })
      .where(eq(socialAccounts.id, account.id));
    return renewed.credentials;
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
      email: {
        subject: `Reconnect your ${name}`,
        text: `${reason}\n\nUplift will not publish to it until you reconnect it in the Social Engine.`,
      },
    });
  }
}
