/**
 * Mastodon's REST API on the instance a user names: app registration per instance, OAuth 2 with
 * PKCE (Mastodon 4.3+), publishing with media, counters and mentions. The instance is the user's
 * choice, so every call goes through the guarded API client.
 */
import * as oauth4webapi from 'oauth4webapi';
import { z } from 'zod';
import { type ApiBody, type ApiResponse, apiCallMessages, type GuardedApi } from '../../../http/guarded-api';
import { authorizationUrl, callbackParameters, type OAuthRequestOptions, viaGuardedApi } from '../../../http/oauth-client';
import { errorFromAnswer, errorFromCallFailure } from './network-errors';
import { NetworkError, textLimits, type EngagementItem, type PostMetrics, type PublishedPost, type PublishRequest } from './types';

export const mastodonScopes = 'read write';

/** The OAuth client Uplift registered on one instance (POST /api/v1/apps); kept per instance. */
export interface MastodonApp {
  clientId: string;
  clientSecret: string;
}

/** One connected account: its instance and access token. */
export interface MastodonConnection {
  instanceUrl: string;
  accessToken: string;
}

export interface MastodonAccount {
  accountId: string;
  /** `@user@instance`, as people write it across the fediverse. */
  username: string;
  displayName: string;
  profileUrl: string | null;
  avatarUrl: string | null;
}

const appAnswer = z.object({ client_id: z.string(), client_secret: z.string() });
const accountAnswer = z.object({
  id: z.string(),
  username: z.string(),
  acct: z.string(),
  display_name: z.string(),
  url: z.string(),
  avatar: z.string().nullish(),
});
const instanceAnswer = z.object({
  configuration: z
    .object({ statuses: z.object({ max_characters: z.number().int().positive() }).partial() })
    .partial()
    .optional(),
});
// `url` stays null while the instance is still processing the file (answered 202, then 206).
const mediaAnswer = z.object({ id: z.string(), url: z.string().nullish() });
const statusAnswer = z.object({
  id: z.string(),
  url: z.string().nullish(),
  uri: z.string(),
  favourites_count: z.number(),
  replies_count: z.number(),
  reblogs_count: z.number(),
});
const notificationsAnswer = z.array(
  z.object({
    id: z.string(),
    type: z.string(),
    created_at: z.string(),
    account: accountAnswer,
    status: z
      .object({ id: z.string(), url: z.string().nullish(), uri: z.string(), content: z.string(), in_reply_to_id: z.string().nullish() })
      .nullish(),
  }),
);
const errorAnswer = z.object({ error: z.string() });

/** The instance's OAuth endpoints as oauth4webapi takes them; its issuer is its root address. */
function authorizationServer(instanceUrl: string): oauth4webapi.AuthorizationServer {
  return {
    issuer: new URL('/', instanceUrl).href,
    authorization_endpoint: new URL('/oauth/authorize', instanceUrl).href,
    token_endpoint: new URL('/oauth/token', instanceUrl).href,
    revocation_endpoint: new URL('/oauth/revoke', instanceUrl).href,
  };
}

/** The instance's origin from what a user typed: "mastodon.social", "https://fosstodon.org/". */
export function mastodonInstanceUrl(input: string): string {
  const trimmed = input.trim();
  const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  return url.origin;
}

/** Mentions asked for per page (Mastodon's default is 40, its most 80). */
export const mastodonPageSize = 40;

/** How often, and how many times, to ask whether an uploaded image is processed before posting. */
const mediaChecks = { intervalMs: 1000, attempts: 15 };

export function createMastodonClient(api: GuardedApi, options: { mediaCheckIntervalMs?: number } = {}) {
  const mediaCheckIntervalMs = options.mediaCheckIntervalMs ?? mediaChecks.intervalMs;

  async function call<T>(
    instanceUrl: string,
    path: string,
    schema: z.ZodType<T>,
    init: Omit<Parameters<GuardedApi['call']>[0], 'url'> & { token?: string },
  ) {
    const { token, ...request } = init;
    const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    let response: ApiResponse;
    try {
      response = await api.call({ ...request, headers, url: new URL(path, instanceUrl) });
    } catch (error) {
      throw errorFromCallFailure(error);
    }
    if (response.status < 200 || response.status > 299) {
      throw errorFromAnswer('Mastodon', response, errorAnswer.safeParse(response.json).data?.error);
    }
    const parsed = schema.safeParse(response.json);
    if (!parsed.success) throw new NetworkError('The Mastodon instance sent an answer Uplift could not read.', 'transient');
    return parsed.data;
  }

  /** A request to the instance's OAuth endpoints, made by oauth4webapi over the guarded client. */
  async function oauthRequest<T>(run: (options: OAuthRequestOptions) => Promise<T>): Promise<T> {
    const outcome = await viaGuardedApi(api, errorFromCallFailure, run);
    if (outcome.ok) return outcome.value;
    if (!outcome.answer) throw new NetworkError(apiCallMessages.invalidUrl, 'rejected');
    if (outcome.answer.status < 200 || outcome.answer.status > 299) {
      throw errorFromAnswer('Mastodon', outcome.answer, errorAnswer.safeParse(outcome.answer.json).data?.error);
    }
    throw new NetworkError('The Mastodon instance sent an answer Uplift could not read.', 'transient');
  }

  /**
   * A large image is processed after its upload answers; a status naming it before then is refused
   * (422), so wait for it. Still processing after the last check: try the post again later.
   */
  async function processed(instanceUrl: string, accessToken: string, media: z.infer<typeof mediaAnswer>): Promise<string> {
    for (let check = 0; !media.url; check++) {
      if (check === mediaChecks.attempts) throw new NetworkError('The Mastodon instance is still processing the image.', 'transient');
      await new Promise((resolve) => setTimeout(resolve, mediaCheckIntervalMs));
      media = await call(instanceUrl, `/api/v1/media/${encodeURIComponent(media.id)}`, mediaAnswer, { method: 'GET', token: accessToken });
    }
    return media.id;
  }

  const post = (body: ApiBody, extra: { token?: string; headers?: Record<string, string> } = {}) => ({
    method: 'POST' as const,
    body,
    ...extra,
  });

  return {
    async registerApp(instanceUrl: string, input: { clientName: string; redirectUri: string; website?: string }): Promise<MastodonApp> {
      const app = await call(
        instanceUrl,
        '/api/v1/apps',
        appAnswer,
        post({
          form: { client_name: input.clientName, redirect_uris: input.redirectUri, scopes: mastodonScopes, website: input.website },
        }),
      );
      return { clientId: app.client_id, clientSecret: app.client_secret };
    },

    authorizeUrl(instanceUrl: string, app: MastodonApp, input: { redirectUri: string; state: string; codeChallenge: string }): string {
      return authorizationUrl(authorizationServer(instanceUrl), {
        response_type: 'code',
        client_id: app.clientId,
        redirect_uri: input.redirectUri,
        scope: mastodonScopes,
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    /** The callback's code (with the state it was found by) for the account's token, which never expires. */
    async exchangeCode(
      instanceUrl: string,
      app: MastodonApp,
      input: { code: string; state: string; redirectUri: string; codeVerifier: string },
    ): Promise<string> {
      const server = authorizationServer(instanceUrl);
      const client = { client_id: app.clientId };
      const callback = callbackParameters(server, client, input);
      const token = await oauthRequest(async (options) => {
        const response = await oauth4webapi.authorizationCodeGrantRequest(
          server,
          client,
          oauth4webapi.ClientSecretPost(app.clientSecret),
          callback,
          input.redirectUri,
          input.codeVerifier,
          options,
        );
        return oauth4webapi.processAuthorizationCodeResponse(server, client, response);
      });
      return token.access_token;
    },

    async verifyCredentials({ instanceUrl, accessToken }: MastodonConnection): Promise<MastodonAccount> {
      const account = await call(instanceUrl, '/api/v1/accounts/verify_credentials', accountAnswer, { method: 'GET', token: accessToken });
      return {
        accountId: account.id,
        username: `@${account.username}@${new URL(instanceUrl).host}`,
        displayName: account.display_name || account.username,
        profileUrl: webLink(account.url),
        avatarUrl: account.avatar ?? null,
      };
    },

    /** The instance's own limit; Mastodon's default when the instance does not say. */
    async characterLimit(instanceUrl: string): Promise<number> {
      const instance = await call(instanceUrl, '/api/v2/instance', instanceAnswer, { method: 'GET' });
      return instance.configuration?.statuses?.max_characters ?? textLimits.mastodon.maxLength;
    },

    async publish({ instanceUrl, accessToken }: MastodonConnection, request: PublishRequest): Promise<PublishedPost> {
      const mediaIds: string[] = [];
      for (const [index, file] of request.media.entries()) {
        const media = await call(
          instanceUrl,
          '/api/v2/media',
          mediaAnswer,
          post(
            {
              multipart: [
                {
                  name: 'file',
                  data: file.data,
                  filename: `image-${index + 1}.${file.mimeType.split('/')[1] ?? 'bin'}`,
                  contentType: file.mimeType,
                },
                ...(file.altText ? [{ name: 'description', value: file.altText }] : []),
              ],
            },
            { token: accessToken },
          ),
        );
        mediaIds.push(await processed(instanceUrl, accessToken, media));
      }
      // Mastodon keeps an Idempotency-Key for an hour and answers a repeat with the first status.
      const status = await call(
        instanceUrl,
        '/api/v1/statuses',
        statusAnswer,
        post(
          {
            form: {
              status: request.text,
              'media_ids[]': mediaIds,
              in_reply_to_id: request.replyTo?.network === 'mastodon' ? request.replyTo.statusId : undefined,
            },
          },
          { token: accessToken, headers: { 'idempotency-key': request.idempotencyKey } },
        ),
      );
      return { remoteId: status.id, url: webLink(status.url) ?? webLink(status.uri) ?? instanceUrl };
    },

    /** A status from anywhere on the fediverse as the account's own instance knows it (fetched there if need be): its id there, or null. */
    async resolveStatus({ instanceUrl, accessToken }: MastodonConnection, statusUri: string): Promise<string | null> {
      const found = await call(instanceUrl, '/api/v2/search', z.object({ statuses: z.array(z.object({ id: z.string() })) }), {
        method: 'GET',
        token: accessToken,
        query: { q: statusUri, type: 'statuses', resolve: 'true', limit: '1' },
      });
      return found.statuses[0]?.id ?? null;
    },

    async metrics({ instanceUrl, accessToken }: MastodonConnection, remoteId: string): Promise<PostMetrics> {
      const status = await call(instanceUrl, `/api/v1/statuses/${encodeURIComponent(remoteId)}`, statusAnswer, {
        method: 'GET',
        token: accessToken,
      });
      return { likes: status.favourites_count, comments: status.replies_count, shares: status.reblogs_count, impressions: null };
    },

    /**
     * One page of the account's mentions right after `afterId` (a notification id), oldest page first
     * (min_id), so a caller pages forward without a gap; replies are mentions with a parent.
     */
    async engagement(
      { instanceUrl, accessToken }: MastodonConnection,
      afterId?: string,
    ): Promise<Array<EngagementItem & { notificationId: string }>> {
      const notifications = await call(instanceUrl, '/api/v1/notifications', notificationsAnswer, {
        method: 'GET',
        token: accessToken,
        query: { 'types[]': ['mention'], min_id: afterId, limit: String(mastodonPageSize) },
      });
      return notifications.flatMap((notification) => {
        const status = notification.status;
        if (notification.type !== 'mention' || !status) return [];
        return [
          {
            notificationId: notification.id,
            remoteId: status.id,
            kind: status.in_reply_to_id ? ('reply' as const) : ('mention' as const),
            author: `@${notification.account.acct.includes('@') ? notification.account.acct : `${notification.account.acct}@${new URL(instanceUrl).host}`}`,
            authorUrl: webLink(notification.account.url),
            text: htmlToText(status.content),
            url: webLink(status.url) ?? webLink(status.uri) ?? instanceUrl,
            createdAt: new Date(notification.created_at),
            inReplyToRemoteId: status.in_reply_to_id ?? null,
          },
        ];
      });
    },

    /** On disconnect: the token stops working on the instance, not only in Uplift (RFC 7009). */
    async revoke(instanceUrl: string, app: MastodonApp, accessToken: string): Promise<void> {
      const server = authorizationServer(instanceUrl);
      const client = { client_id: app.clientId };
      await oauthRequest(async (options) => {
        const response = await oauth4webapi.revocationRequest(
          server,
          client,
          oauth4webapi.ClientSecretPost(app.clientSecret),
          accessToken,
          options,
        );
        return oauth4webapi.processRevocationResponse(response);
      });
    },
  };
}

export type MastodonClient = ReturnType<typeof createMastodonClient>;

/** Mastodon sends status content as HTML; engagement lists show it as plain text. */
export function htmlToText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => entities[name] ?? '')
    .trim();
}

/** A link the instance sent, kept only when it is a web address: the screen shows it as a link. */
export function webLink(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
