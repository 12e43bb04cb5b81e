/**
 * What Facebook's Graph API and Instagram's (Instagram API with Instagram Login) share: the version
 * Uplift speaks, their error answer read into a NetworkError (a missing permission told apart from a
 * revoked token), their times, long-lived tokens, and the rule that a request which only prepares a
 * post (an unpublished photo, a media container) never posted anything.
 */
import { z } from 'zod';
import type { ApiResponse } from '../../../http/guarded-api';
import type { FailureReader } from './oauth-api';
import { NetworkError } from './types';

/** Meta's Graph API version: v25.0 (February 2026) is served until July 2028. */
export const graphVersion = 'v25.0';

type MetaNetwork = 'Facebook' | 'Instagram';

/** A long-lived token: Facebook's user token (60 days), Instagram's user token (60 days, renewable). */
export interface MetaToken {
  accessToken: string;
  /** Null when Meta does not say (a token that does not expire). */
  expiresAt: Date | null;
}

const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.coerce.number().optional() });
export const metaTokenAnswer = tokenAnswer.transform((token): MetaToken => ({
  accessToken: token.access_token,
  expiresAt: token.expires_in ? new Date(Date.now() + token.expires_in * 1000) : null,
}));

const graphErrorAnswer = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_user_msg: z.string().optional(),
  }),
});

function graphErrorOf(response: ApiResponse) {
  return graphErrorAnswer.safeParse(response.json).data?.error;
}

/** Code 100 with subcode 33: the object does not exist (or no longer does). */
export function isGone(response: ApiResponse): boolean {
  const error = graphErrorOf(response);
  return error?.code === 100 && error.error_subcode === 33;
}

// Graph's "Handling Errors" guide: 190 an expired or revoked token and 102 a session to log in to
// again (with the permission codes below, the account must be connected again); throttling of the app (4), the user (17), the Page (32), custom (613) and the business use
// cases of Pages and Instagram (80001, 80002); 1 and 2 are unknown and service errors to retry, as
// are Instagram's own -1 and -2 ("Instagram server error", "takes too long to download").
const tokenCodes = new Set([190, 102]);
// 10 and 200-299: a permission the user did not grant or has taken back; asking them again is the cure.
const isPermissionCode = (code: number) => code === 10 || (code >= 200 && code <= 299);
const throttleCodes = new Set([4, 17, 32, 613, 80001, 80002]);
const serviceCodes = new Set([1, 2, -1, -2]);
// Instagram answers a publish it suspects of spam with code 4 too: waiting does not help.
const spamSubcode = 2207051;

/**
 * A permission the token lacks (Graph codes 10 and 200-299). A read that needs a permission Uplift
 * asked for only later checks this first: an account connected before still publishes, so a missing
 * permission there must not disconnect it, while a revoked token (190) still does.
 */
export function isMissingPermission(response: ApiResponse): boolean {
  const code = graphErrorOf(response)?.code;
  return response.status >= 400 && code !== undefined && isPermissionCode(code);
}

/**
 * Reads Graph's `{ error: { message, type, code, error_subcode, fbtrace_id } }`. `mayHavePosted`: the
 * request publishes, so an answer that does not say it failed for sure (5xx, an unknown or service
 * error) may have come after the post went out.
 */
export function graphFailure(network: MetaNetwork, options: { mayHavePosted?: boolean; refusing?: string } = {}): FailureReader {
  const { mayHavePosted = false, refusing = 'the post' } = options;
  return (response) => {
    const error = graphErrorOf(response);
    const unavailable = () =>
      new NetworkError(
        `${network} is unavailable (HTTP ${response.status}); Uplift will try again.`,
        'transient',
        undefined,
        mayHavePosted,
      );
    if (!error) return response.status >= 500 ? unavailable() : undefined;
    const reason = error.error_user_msg ?? error.message ?? `HTTP ${response.status}`;
    const code = error.code ?? 0;
    if (tokenCodes.has(code) || isPermissionCode(code) || (response.status === 401 && error.type === 'OAuthException')) {
      return new NetworkError(`${network} refused the account's authorisation: ${reason}`, 'auth');
    }
    if ((throttleCodes.has(code) && error.error_subcode !== spamSubcode) || response.status === 429) {
      return new NetworkError(`${network} is limiting Uplift's requests (${reason}); Uplift will try again.`, 'transient');
    }
    if (serviceCodes.has(code) || response.status >= 500) return unavailable();
    return new NetworkError(`${network} refused ${refusing}: ${reason}`, 'rejected');
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A link Graph gives, kept only if it is https: Uplift shows it as a link. */
export const graphLink = z
  .string()
  .optional()
  .transform((value) => (value?.startsWith('https://') ? value : undefined));

/** Graph's times, such as `2026-11-25T12:00:00+0000`. */
export const graphTime = z
  .string()
  .transform((value) => new Date(value))
  .refine((date) => !Number.isNaN(date.getTime()));
