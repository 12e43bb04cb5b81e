import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { errorCodes } from '@/shared/error-codes';
import {
  type ChoosePagesInput,
  type ConnectAccountInput,
  type FacebookPageChoice,
  type ConnectAccountResult,
  type OAuthSocialNetwork,
  type SocialAccount,
  type SocialNetwork,
  type SocialNetworkInfo,
  oauthSocialNetworks,
  socialMessages,
  socialNetworkLabels,
  socialNetworks,
  textLimits,
} from '@/shared/social/social';
import { requireEditor } from '../../../auth/permissions';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import { ServiceError, notFound } from '../../../lib/service-error';
import type { Logger } from '../../../logger';
import type { ApiKeySettings } from '../../../settings/service';
import { allowanceOf, type Viewer } from '../../../auth/viewer';
import { defaultBlueskyService } from '../networks/bluesky';
import { type NetworkClients, publishingNetworks } from '../networks/clients';
import { mastodonInstanceUrl } from '../networks/mastodon';
import { hashState, startAuthorization } from '../../../http/oauth-client';
import { NetworkError } from '../networks/types';
import { socialAccounts, socialConnectRequests, socialMastodonApps, socialPageChoices, socialPostTargets } from '../schema';
import type { AccountAccess, AccountRow } from './account-access';
import { appCredentials } from './app-keys';
import type { AccountCredentials, CredentialsVault } from './credentials';

/** How long the browser may take at the network approving Uplift. */
const connectWindowMs = 15 * 60_000;

const isOAuthNetwork = (network: SocialNetwork): network is OAuthSocialNetwork =>
  (oauthSocialNetworks as readonly string[]).includes(network);

/** What the callback brought back, with what Uplift kept for it, ready to exchange for tokens. */
interface CodeGrant {
  code: string;
  state: string;
  redirectUri: string;
  codeVerifier: string;
}

/** What connecting found on the network: the account and how to act for it. */
interface Connected {
  network: SocialNetwork;
  serviceUrl: string;
  remoteId: string;
  username: string;
  displayName: string;
  profileUrl: string | null;
  credentials: AccountCredentials;
  tokenExpiresAt: Date | null;
  characterLimit: number;
}

/**
 * Connected social accounts: connecting through each network's own sign-in
 * (OAuth 2 for the operator's apps and any Mastodon instance; a Bluesky app password), Disconnect,
 * Reconnect and Remove, and the plan's account limit.
 */
export class AccountsService {
  constructor(
    private readonly deps: {
      db: Database;
      entitlements: Entitlements;
      apiKeys: ApiKeySettings;
      clients: NetworkClients;
      vault: CredentialsVault;
      access: AccountAccess;
      logger: Logger;
      publicUrl: string;
    },
  ) {}

  private get redirectUri(): string {
    return `${this.deps.publicUrl}/api/social/connect/callback`;
  }

  async networks(): Promise<SocialNetworkInfo[]> {
    return Promise.all(
      socialNetworks.map(async (id) => {
        const label = socialNetworkLabels[id];
        const available = !isOAuthNetwork(id) || (await appCredentials(this.deps.apiKeys, id)) !== null;
        return {
          id,
          label,
          connectWith: id === 'mastodon' ? 'instance' : id === 'bluesky' ? 'app-password' : 'oauth',
          available,
          unavailableReason: available ? null : socialMessages.appKeysMissing(label),
          publishes: publishingNetworks.has(id),
        } satisfies SocialNetworkInfo;
      }),
    );
  }

  async list(viewer: Viewer): Promise<SocialAccount[]> {
    const rows = await this.deps.db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.workspaceId, viewer.workspaceId))
      .orderBy(asc(socialAccounts.createdAt));
    return rows.map(toView);
  }

  /** Bluesky connects at once; the others answer where the browser goes to approve Uplift. */
  async connect(viewer: Viewer, input: ConnectAccountInput): Promise<ConnectAccountResult> {
    // Bluesky's account is known at once, so connecting one of the plan's accounts again is not refused.
    if (input.network !== 'bluesky') await this.requireRoom(viewer);
    if (input.network === 'bluesky') {
      const serviceUrl = input.service ? serverOrigin(input.service, 'Enter a server address such as bsky.social') : defaultBlueskyService;
      const session = await this.networkCall(
        () => this.deps.clients.bluesky.createSession({ identifier: input.handle, appPassword: input.appPassword, serviceUrl }),
        socialMessages.blueskyRefused,
      );
      const account = await this.save(viewer, {
        network: 'bluesky',
        serviceUrl,
        remoteId: session.did,
        username: `@${session.handle}`,
        displayName: session.handle,
        profileUrl: `https://bsky.app/profile/${session.handle}`,
        credentials: { kind: 'bluesky', session, appPassword: input.appPassword },
        tokenExpiresAt: null,
        characterLimit: textLimits.bluesky.maxLength,
      });
      return { account };
    }
    if (input.network === 'mastodon') {
      return {
        redirectUrl: await this.authorizeMastodon(
          viewer,
          serverOrigin(input.instance, 'Enter a server address such as mastodon.social'),
          null,
        ),
      };
    }
    return { redirectUrl: await this.authorizeOAuth(viewer, input.network, null) };
  }

  /**
   * The network sent the browser back: the state must be one this user started in this workspace,
   * not expired, and used once. Answers the network connected; throws with the reason otherwise.
   */
  async complete(
    viewer: Viewer,
    query: { state?: string; code?: string; error?: string; error_description?: string },
  ): Promise<{ network: SocialNetwork } | { pageChoice: string }> {
    requireEditor(viewer);
    if (!query.state) throw connectFailure(socialMessages.connectExpired);
    const [request] = await this.deps.db
      .delete(socialConnectRequests)
      .where(
        and(
          eq(socialConnectRequests.stateHash, hashState(query.state)),
          eq(socialConnectRequests.userId, viewer.userId),
          eq(socialConnectRequests.workspaceId, viewer.workspaceId),
        ),
      )
      .returning();
    if (!request || request.expiresAt.getTime() < Date.now()) throw connectFailure(socialMessages.connectExpired);
    const label = socialNetworkLabels[request.network];
    if (query.error || !query.code)
      throw connectFailure(
        query.error === 'access_denied'
          ? `You did not allow Uplift on ${label}.`
          : `${label} did not authorise Uplift${query.error_description ? `: ${query.error_description}` : '.'}`,
      );
    const codeVerifier = this.deps.vault.openText(request.codeVerifier);
    if (!codeVerifier) throw connectFailure(socialMessages.connectExpired);
    const grant = { code: query.code, state: query.state, redirectUri: this.redirectUri, codeVerifier };
    const connected =
      request.network === 'mastodon'
        ? await this.finishMastodon(request.serviceUrl, grant)
        : request.network === 'facebook'
          ? await this.finishFacebook(viewer, grant, request.accountId)
          : await this.finishOAuth(request.network as OAuthSocialNetwork, grant);
    if ('pageChoice' in connected) return connected;
    if (request.accountId) {
      const [account] = await this.deps.db
        .select()
        .from(socialAccounts)
        .where(and(eq(socialAccounts.id, request.accountId), eq(socialAccounts.workspaceId, viewer.workspaceId)));
      if (account && account.remoteId !== connected.remoteId)
        throw connectFailure(
          `You signed in to ${label} as ${connected.username}, not as ${account.username}. Sign in as ${account.username} to reconnect it.`,
        );
    }
    await this.save(viewer, connected);
    return { network: request.network };
  }

  /** The Pages a user may connect after Facebook's consent, those already connected marked. */
  async pageChoice(viewer: Viewer, id: string): Promise<FacebookPageChoice> {
    const pages = await this.choicePages(viewer, id);
    const connected = await this.deps.db
      .select({ remoteId: socialAccounts.remoteId })
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.workspaceId, viewer.workspaceId),
          eq(socialAccounts.network, 'facebook'),
          inArray(
            socialAccounts.remoteId,
            pages.map((page) => page.id),
          ),
        ),
      );
    const known = new Set(connected.map((row) => row.remoteId));
    return { pages: pages.map((page) => ({ id: page.id, name: page.name, connected: known.has(page.id) })) };
  }

  /** Connects the chosen Pages, each one of the plan's accounts; the choice is then spent. */
  async choosePages(viewer: Viewer, id: string, input: ChoosePagesInput): Promise<SocialAccount[]> {
    const pages = await this.choicePages(viewer, id);
    const chosen = pages.filter((page) => input.pageIds.includes(page.id));
    if (chosen.length !== new Set(input.pageIds).size)
      throw new ServiceError(400, errorCodes.VALIDATION_FAILED, socialMessages.choosePages);
    const already = await this.deps.db
      .select({ remoteId: socialAccounts.remoteId })
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.workspaceId, viewer.workspaceId),
          eq(socialAccounts.network, 'facebook'),
          inArray(
            socialAccounts.remoteId,
            chosen.map((page) => page.id),
          ),
        ),
      );
    const adding = chosen.length - already.length;
    if (adding > 0) await (await this.deps.entitlements.of(allowanceOf(viewer))).ensureRoomFor('socialAccounts', adding);
    const accounts: SocialAccount[] = [];
    for (const page of chosen) accounts.push(await this.save(viewer, facebookPage(page)));
    await this.deps.db.delete(socialPageChoices).where(eq(socialPageChoices.id, id));
    return accounts;
  }

  private async choicePages(viewer: Viewer, id: string): Promise<FacebookPage[]> {
    const [choice] = await this.deps.db
      .select()
      .from(socialPageChoices)
      .where(
        and(
          eq(socialPageChoices.id, id),
          eq(socialPageChoices.userId, viewer.userId),
          eq(socialPageChoices.workspaceId, viewer.workspaceId),
        ),
      );
    const opened = choice && choice.expiresAt.getTime() > Date.now() ? this.deps.vault.openText(choice.pages) : null;
    if (!opened) throw connectFailure(socialMessages.connectExpired);
    return facebookPages.parse(JSON.parse(opened));
  }

  /** Stops publishing to the account and clears its last sync; its authorisation is kept for Reconnect. */
  async disconnect(viewer: Viewer, id: string): Promise<SocialAccount> {
    const account = await this.find(viewer, id);
    const [row] = await this.deps.db
      .update(socialAccounts)
      .set({ status: 'disconnected', statusReason: 'Disconnected by a member of the workspace.', lastSync: null, updatedAt: new Date() })
      .where(eq(socialAccounts.id, account.id))
      .returning();
    return toView(row!);
  }

  /**
   * Connected again with the last sync now when its authorisation still works; otherwise the
   * browser goes to the network to authorise Uplift again (Bluesky signs in again with its app password).
   */
  async reconnect(viewer: Viewer, id: string): Promise<ConnectAccountResult> {
    const account = await this.find(viewer, id);
    if (!account.credentials) throw new ServiceError(409, errorCodes.ACCOUNT_NOT_CONNECTED, socialMessages.sampleAccount);
    const working = await this.verify(account);
    if (working) {
      const [row] = await this.deps.db
        .update(socialAccounts)
        .set({ status: 'connected', statusReason: null, lastSync: new Date(), ...working, updatedAt: new Date() })
        .where(eq(socialAccounts.id, account.id))
        .returning();
      return { account: toView(row!) };
    }
    if (account.network === 'bluesky')
      throw connectFailure(`${socialMessages.blueskyRefused} Remove the account and connect it with a new app password.`);
    if (account.network === 'mastodon') return { redirectUrl: await this.authorizeMastodon(viewer, account.serviceUrl, account.id) };
    return { redirectUrl: await this.authorizeOAuth(viewer, account.network as OAuthSocialNetwork, account.id) };
  }

  /** Removes the account (its published posts keep saying where they went); a Mastodon token is revoked. */
  async remove(viewer: Viewer, id: string): Promise<void> {
    const account = await this.find(viewer, id);
    // Posts still to go out to it say so now, not when they come due.
    await this.deps.db
      .update(socialPostTargets)
      .set({ status: 'failed', error: 'The account was removed before the post went out.' })
      .where(and(eq(socialPostTargets.accountId, account.id), eq(socialPostTargets.status, 'pending')));
    await this.deps.db.delete(socialAccounts).where(eq(socialAccounts.id, account.id));
    const credentials = this.deps.vault.open(account.credentials);
    if (account.network === 'mastodon' && credentials?.kind === 'mastodon') {
      const app = await this.mastodonApp(account.serviceUrl).catch(() => null);
      if (app) await this.deps.clients.mastodon.revoke(account.serviceUrl, app, credentials.accessToken).catch(() => undefined);
    }
  }

  private async find(viewer: Viewer, id: string): Promise<AccountRow> {
    const [account] = await this.deps.db
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.id, id), eq(socialAccounts.workspaceId, viewer.workspaceId)));
    if (!account) throw notFound();
    return account;
  }

  private async requireRoom(viewer: Viewer): Promise<void> {
    await (await this.deps.entitlements.of(allowanceOf(viewer))).ensureRoomFor('socialAccounts');
  }

  /** Whether the stored authorisation still works, with what changed (a renewed token, the instance's limit). */
  private async verify(account: AccountRow): Promise<Partial<AccountRow> | null> {
    try {
      const credentials = await this.deps.access.credentials(account);
      if (credentials.kind === 'mastodon') {
        await this.deps.clients.mastodon.verifyCredentials({ instanceUrl: account.serviceUrl, accessToken: credentials.accessToken });
        return { characterLimit: await this.deps.clients.mastodon.characterLimit(account.serviceUrl) };
      }
      if (credentials.kind === 'bluesky') {
        const session = await this.deps.clients.bluesky.createSession({
          identifier: credentials.session.did,
          appPassword: credentials.appPassword,
          serviceUrl: account.serviceUrl,
        });
        return { credentials: this.deps.vault.seal({ ...credentials, session }) };
      }
      await this.deps.clients.oauth.profile(account.network as OAuthSocialNetwork, credentials.accessToken);
      return {};
    } catch (error) {
      if (error instanceof NetworkError && error.kind === 'auth') return null;
      throw connectFailure(error instanceof NetworkError ? error.message : socialMessages.reconnectFailed, socialMessages.reconnectFailed);
    }
  }

  private async authorizeMastodon(viewer: Viewer, instanceUrl: string, accountId: string | null): Promise<string> {
    const app = await this.networkCall(() => this.mastodonApp(instanceUrl), socialMessages.instanceUnreachable);
    const { state, challenge } = await this.startRequest(viewer, 'mastodon', instanceUrl, accountId);
    return this.deps.clients.mastodon.authorizeUrl(instanceUrl, app, { redirectUri: this.redirectUri, state, codeChallenge: challenge });
  }

  private async authorizeOAuth(viewer: Viewer, network: OAuthSocialNetwork, accountId: string | null): Promise<string> {
    const app = await appCredentials(this.deps.apiKeys, network);
    if (!app) throw new ServiceError(409, errorCodes.NETWORK_NOT_CONFIGURED, socialMessages.appKeysMissing(socialNetworkLabels[network]));
    const { state, challenge } = await this.startRequest(viewer, network, '', accountId);
    return this.deps.clients.oauth.authorizeUrl(network, app, { redirectUri: this.redirectUri, state, codeChallenge: challenge });
  }

  private async startRequest(viewer: Viewer, network: SocialNetwork, serviceUrl: string, accountId: string | null) {
    const { state, verifier, challenge } = await startAuthorization();
    await this.deps.db.insert(socialConnectRequests).values({
      stateHash: hashState(state),
      workspaceId: viewer.workspaceId,
      userId: viewer.userId,
      network,
      serviceUrl,
      codeVerifier: this.deps.vault.sealText(verifier),
      accountId,
      expiresAt: new Date(Date.now() + connectWindowMs),
    });
    return { state, challenge };
  }

  /** Uplift's OAuth client on the instance, registered on first use and kept. */
  private async mastodonApp(instanceUrl: string) {
    const [stored] = await this.deps.db
      .select()
      .from(socialMastodonApps)
      .where(and(eq(socialMastodonApps.instanceUrl, instanceUrl), eq(socialMastodonApps.redirectUri, this.redirectUri)));
    const secret = stored && this.deps.vault.openText(stored.clientSecret);
    if (stored && secret) return { clientId: stored.clientId, clientSecret: secret };
    const app = await this.deps.clients.mastodon.registerApp(instanceUrl, {
      clientName: 'Uplift',
      redirectUri: this.redirectUri,
      website: this.deps.publicUrl,
    });
    const values = {
      instanceUrl,
      redirectUri: this.redirectUri,
      clientId: app.clientId,
      clientSecret: this.deps.vault.sealText(app.clientSecret),
    };
    await this.deps.db
      .insert(socialMastodonApps)
      .values(values)
      .onConflictDoUpdate({
        target: [socialMastodonApps.instanceUrl, socialMastodonApps.redirectUri],
        set: { clientId: values.clientId, clientSecret: values.clientSecret },
      });
    return app;
  }

  private async finishMastodon(instanceUrl: string, grant: CodeGrant): Promise<Connected> {
    const { mastodon } = this.deps.clients;
    return this.networkCall(async () => {
      const app = await this.mastodonApp(instanceUrl);
      const accessToken = await mastodon.exchangeCode(instanceUrl, app, grant);
      const account = await mastodon.verifyCredentials({ instanceUrl, accessToken });
      return {
        network: 'mastodon',
        serviceUrl: instanceUrl,
        remoteId: account.accountId,
        username: account.username,
        displayName: account.displayName,
        profileUrl: account.profileUrl,
        credentials: { kind: 'mastodon', accessToken },
        tokenExpiresAt: null,
        characterLimit: await mastodon.characterLimit(instanceUrl),
      };
    }, socialMessages.connectFailed);
  }

  /**
   * Facebook posts go to Pages: the user's token is made long-lived, from which each Page's token
   * never expires. Reconnecting takes the account's own Page; a new connection takes the only Page
   * there is, or leaves the choice to the user when there are several.
   */
  private async finishFacebook(viewer: Viewer, grant: CodeGrant, accountId: string | null): Promise<Connected | { pageChoice: string }> {
    const app = await appCredentials(this.deps.apiKeys, 'facebook');
    if (!app) throw connectFailure(socialMessages.appKeysMissing(socialNetworkLabels.facebook));
    const { oauth, facebook } = this.deps.clients;
    const pages = await this.networkCall(async () => {
      const tokens = await oauth.exchangeCode('facebook', app, grant);
      const user = await facebook.longLivedUserToken(app, tokens.accessToken);
      return facebook.pages(user.accessToken);
    }, socialMessages.connectFailed);
    if (accountId) {
      const account = await this.find(viewer, accountId);
      const page = pages.find((candidate) => candidate.id === account.remoteId);
      if (!page) throw connectFailure(socialMessages.facebookPageGone(account.username));
      return facebookPage(page);
    }
    if (pages.length === 0) throw connectFailure(socialMessages.noFacebookPages);
    if (pages.length === 1) return facebookPage(pages[0]!);
    const [choice] = await this.deps.db
      .insert(socialPageChoices)
      .values({
        workspaceId: viewer.workspaceId,
        userId: viewer.userId,
        pages: this.deps.vault.sealText(JSON.stringify(pages)),
        expiresAt: new Date(Date.now() + connectWindowMs),
      })
      .returning({ id: socialPageChoices.id });
    return { pageChoice: choice!.id };
  }

  private async finishOAuth(network: OAuthSocialNetwork, grant: CodeGrant): Promise<Connected> {
    const app = await appCredentials(this.deps.apiKeys, network);
    if (!app) throw connectFailure(socialMessages.appKeysMissing(socialNetworkLabels[network]));
    return this.networkCall(async () => {
      const granted = await this.deps.clients.oauth.exchangeCode(network, app, grant);
      // Instagram's code buys an hour's token; the long-lived one lasts 60 days and renews itself (AccountAccess).
      const tokens =
        network === 'instagram' ? { ...granted, ...(await this.deps.clients.instagram.longLivedToken(app, granted.accessToken)) } : granted;
      const profile = await this.deps.clients.oauth.profile(network, tokens.accessToken);
      return {
        network,
        serviceUrl: '',
        ...profile,
        username: network === 'twitter' || network === 'instagram' ? `@${profile.username}` : profile.username,
        credentials: { kind: 'oauth', accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, scope: tokens.scope },
        tokenExpiresAt: tokens.expiresAt,
        characterLimit: textLimits[network].maxLength,
      };
    }, socialMessages.connectFailed);
  }

  /** The account, new or connected again: the same account on the same network updates its row. */
  private async save(viewer: Viewer, connected: Connected): Promise<SocialAccount> {
    const { credentials, ...fields } = connected;
    const values = {
      ...fields,
      credentials: this.deps.vault.seal(credentials),
      status: 'connected' as const,
      statusReason: null,
      lastSync: new Date(),
      updatedAt: new Date(),
    };
    const [existing] = await this.deps.db
      .select({ id: socialAccounts.id })
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.workspaceId, viewer.workspaceId),
          eq(socialAccounts.network, fields.network),
          eq(socialAccounts.serviceUrl, fields.serviceUrl),
          eq(socialAccounts.remoteId, fields.remoteId),
        ),
      );
    if (existing) {
      const [row] = await this.deps.db.update(socialAccounts).set(values).where(eq(socialAccounts.id, existing.id)).returning();
      return toView(row!);
    }
    await this.requireRoom(viewer);
    // Two connects of one account at once (a double click) meet on the unique index: the second updates.
    const [row] = await this.deps.db
      .insert(socialAccounts)
      .values({ ...values, workspaceId: viewer.workspaceId, createdBy: viewer.userId })
      .onConflictDoUpdate({
        target: [socialAccounts.workspaceId, socialAccounts.network, socialAccounts.serviceUrl, socialAccounts.remoteId],
        set: values,
      })
      .returning();
    return toView(row!);
  }

  /** A network's refusal or failure, told to the user as a failure to connect (never a 500). */
  private async networkCall<T>(call: () => Promise<T>, refused: string): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.deps.logger.info('social account did not connect', { reason: error.message });
      throw connectFailure(error.kind === 'auth' ? refused : error.message);
    }
  }
}

const facebookPages = z.array(z.object({ id: z.string(), name: z.string(), accessToken: z.string() }));
type FacebookPage = z.infer<typeof facebookPages>[number];

/** A Page as a connected account: its token never expires, so there is nothing to renew. */
function facebookPage(page: FacebookPage): Connected {
  return {
    network: 'facebook',
    serviceUrl: '',
    remoteId: page.id,
    username: page.name,
    displayName: page.name,
    profileUrl: `https://www.facebook.com/${page.id}`,
    credentials: { kind: 'oauth', accessToken: page.accessToken, refreshToken: null, scope: null },
    tokenExpiresAt: null,
    characterLimit: textLimits.facebook.maxLength,
  };
}

function connectFailure(reason: string, message: string = reason): ServiceError {
  return new ServiceError(400, errorCodes.CONNECT_FAILED, message, { reason });
}

/** A server's origin from what a user typed ("mastodon.social", "https://fosstodon.org/"). */
function serverOrigin(input: string, invalid: string): string {
  try {
    return mastodonInstanceUrl(input);
  } catch {
    throw new ServiceError(400, errorCodes.VALIDATION_FAILED, invalid);
  }
}

export function toView(row: AccountRow): SocialAccount {
  return {
    id: row.id,
    network: row.network,
    username: row.username,
    displayName: row.displayName,
    profileUrl: row.profileUrl,
    status: row.status === 'connected' ? 'Connected' : 'Disconnected',
    statusReason: row.status === 'connected' ? null : row.statusReason,
    lastSync: row.lastSync?.toISOString() ?? null,
    characterLimit: row.characterLimit,
    publishes: publishingNetworks.has(row.network),
  };
}
