import type * as oauth4webapi from 'oauth4webapi';
import { z } from 'zod';
import { type ApiRequest, type ApiResponse, apiCallMessages, type GuardedApi } from '../../../http/guarded-api';
import { type OAuthRequestOptions, viaGuardedApi } from '../../../http/oauth-client';
import { errorFromAnswer, errorFromCallFailure } from './network-errors';
import { NetworkError } from './types';

export type OAuthNetworkId = 'twitter' | 'linkedin' | 'facebook' | 'instagram' | 'tiktok' | 'youtube';

export const oauthNetworkNames: Record<OAuthNetworkId, string> = {
  twitter: 'X',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
};

export interface OAuthApiOptions {
  /** Test-only: another origin for every address of a network (a local fake). */
  originsForTests?: Partial<Record<OAuthNetworkId, string>>;
}

/** The parts of an error answer the OAuth networks use between them. */
export const oauthErrorAnswer = z.object({
  error: z
    .union([z.string(), z.object({ message: z.string().optional(), code: z.union([z.number(), z.string()]).optional() }).loose()])
    .optional(),
  error_description: z.string().optional(),
  detail: z.string().optional(),
  title: z.string().optional(),
  message: z.string().optional(),
});
export type OAuthErrorAnswer = z.infer<typeof oauthErrorAnswer>;

const refusedGrants = new Set(['invalid_grant', 'invalid_request', 'unauthorized_client']);

/**
 * How one network reads a failed answer before the general rules do: a NetworkError of its own, or
 * undefined to fall through.
 */
export type FailureReader = (response: ApiResponse, answer: OAuthErrorAnswer | undefined) => NetworkError | undefined;

/**
 * Calls to the OAuth networks' APIs, shared by their adapters: each address on the network's own
 * origin (a fake's in tests), a failure to reach it and a failed answer turned into a NetworkError,
 * and an answer read by its schema.
 */
export function createOAuthApi(api: GuardedApi, options: OAuthApiOptions = {}) {
  return {
    endpoint(network: OAuthNetworkId, address: string): URL {
      const url = new URL(address);
      const origin = options.originsForTests?.[network];
      return origin ? new URL(`${url.pathname}${url.search}`, origin) : url;
    },

    async send(request: ApiRequest): Promise<ApiResponse> {
      try {
        return await api.call(request);
      } catch (error) {
        throw errorFromCallFailure(error);
      }
    },

    read<T>(network: OAuthNetworkId, response: ApiResponse, schema: z.ZodType<T>, readFailure?: FailureReader): T {
      if (response.status < 200 || response.status > 299) throw refusal(network, response, readFailure);
      const parsed = schema.safeParse(response.json);
      if (!parsed.success) throw unreadable(network);
      return parsed.data;
    },

    /**
     * A request to the network's token endpoint made by oauth4webapi over the guarded client.
     * `asStandard` rewrites an answer that is not RFC 6749's shape before oauth4webapi reads it.
     */
    async tokens(
      network: OAuthNetworkId,
      run: (options: OAuthRequestOptions) => Promise<oauth4webapi.TokenEndpointResponse>,
      asStandard?: (answer: ApiResponse) => ApiResponse,
    ): Promise<oauth4webapi.TokenEndpointResponse> {
      const outcome = await viaGuardedApi(api, errorFromCallFailure, run, asStandard);
      if (outcome.ok) return outcome.value;
      // oauth4webapi refused to send it: only https goes to an authorization server.
      if (!outcome.answer) throw new NetworkError(apiCallMessages.invalidUrl, 'rejected');
      if (outcome.answer.status < 200 || outcome.answer.status > 299) throw refusal(network, outcome.answer);
      throw unreadable(network);
    },
  };
}

/** A failed answer as a NetworkError: the network's own reading first, then the general rules. */
function refusal(network: OAuthNetworkId, response: ApiResponse, readFailure?: FailureReader): NetworkError {
  const name = oauthNetworkNames[network];
  const answer = oauthErrorAnswer.safeParse(response.json).data;
  const own = readFailure?.(response, answer);
  if (own) return own;
  const error = typeof answer?.error === 'string' ? answer.error : undefined;
  // A refused grant (expired or revoked refresh token, reused code) means connecting again; X says
  // invalid_request where others say invalid_grant.
  if (error && refusedGrants.has(error)) {
    return new NetworkError(`${name} refused the account's authorisation: ${answer?.error_description ?? error}.`, 'auth');
  }
  const reason =
    answer?.detail ??
    answer?.error_description ??
    answer?.message ??
    (typeof answer?.error === 'object' ? answer.error.message : undefined) ??
    answer?.title ??
    error;
  return errorFromAnswer(name, response, reason);
}

// A write the network answered did reach it, whatever the answer says.
const unreadable = (network: OAuthNetworkId) =>
  new NetworkError(`${oauthNetworkNames[network]} sent an answer Uplift could not read.`, 'transient', undefined, true);

export type OAuthApi = ReturnType<typeof createOAuthApi>;
