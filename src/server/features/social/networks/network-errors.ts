import { ApiCallError, type ApiResponse } from '../../../http/guarded-api';
import { NetworkError } from './types';

/**
 * The kind of failure an HTTP answer means, for networks that follow HTTP's conventions: the
 * account must reconnect (401, 403), the post will never be accepted (other 4xx), or try again
 * later (429, 5xx), after the wait the network asks for when it says.
 */
export function errorFromAnswer(network: string, response: ApiResponse, reason: string | undefined): NetworkError {
  const { status } = response;
  if (status === 401 || status === 403) {
    return new NetworkError(`${network} refused the account's authorisation${reason ? `: ${reason}` : ''}.`, 'auth');
  }
  if (status === 429 || status >= 500) {
    return new NetworkError(`${network} is unavailable (HTTP ${status}); Uplift will try again.`, 'transient', askedWaitMs(response));
  }
  return new NetworkError(reason ? `${network} refused the post: ${reason}` : `${network} refused the post (HTTP ${status}).`, 'rejected');
}

/**
 * A failure to get a usable answer: an address we may never reach, or a server that redirects or
 * answers too much, will do so again; a timeout or a lost connection may pass.
 */
export function errorFromCallFailure(error: unknown): unknown {
  if (!(error instanceof ApiCallError)) return error;
  const lasting =
    error.code === 'BLOCKED_ADDRESS' ||
    error.code === 'INVALID_URL' ||
    error.code === 'INVALID_BODY' ||
    error.code === 'REDIRECT' ||
    error.code === 'TOO_LARGE';
  if (lasting) return new NetworkError(error.message, 'rejected');
  return new NetworkError(error.message, 'transient', undefined, mayHaveBeenSent(error));
}

/** A connection refused or a name not found sent nothing; a timeout or a dropped connection may have. */
function mayHaveBeenSent(error: ApiCallError): boolean {
  const cause = (error.cause as NodeJS.ErrnoException | undefined)?.code;
  if (error.code === 'NETWORK' && cause && ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(cause)) return false;
  return error.code === 'TIMEOUT' || error.code === 'NETWORK';
}

/**
 * How long from `now` the network asked Uplift to wait: Retry-After (seconds, or a date), else, for
 * a 429, until the rate-limit window it ran into resets: X's x-rate-limit-reset (epoch seconds),
 * Mastodon's X-RateLimit-Reset (an ISO date), Bluesky's RateLimit-Reset (epoch seconds).
 */
export function askedWaitMs(response: Pick<ApiResponse, 'status' | 'headers'>, now = Date.now()): number | undefined {
  const header = (name: string) => [response.headers[name]].flat()[0] || undefined;
  const retryAfter = header('retry-after');
  if (retryAfter) return msUntil(retryAfter, now);
  if (response.status !== 429) return undefined;
  const reset = header('x-rate-limit-reset') ?? header('x-ratelimit-reset') ?? header('ratelimit-reset');
  return reset ? msUntil(reset, now) : undefined;
}

/** A count of seconds (a delay, or past a billion the epoch's: a moment since 2001), or a date, as the time left until it. */
function msUntil(value: string, now: number): number | undefined {
  const seconds = Number(value);
  const at = Number.isFinite(seconds) ? (seconds >= 1e9 ? seconds * 1000 : now + seconds * 1000) : Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * Runs a step that posts nothing (an upload, a container, a question, a token renewal): whatever
 * fails there, no post went out, so a retry is safe even on a network without an idempotency key.
 */
export async function beforePosting<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof NetworkError && error.maybeDelivered) throw new NetworkError(error.message, error.kind, error.retryAfterMs, false);
    throw error;
  }
}
