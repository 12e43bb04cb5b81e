/**
 * OAuth 2 (RFC 6749, PKCE per RFC 7636) through oauth4webapi, with the guarded API client as its
 * transport: every request it makes passes the address policy, the timeouts and the size limit, and
 * never follows a redirect. Shared by the Social Engine's networks and Google Search Console.
 */
import { createHash } from 'node:crypto';
import * as oauth4webapi from 'oauth4webapi';
import type { ApiRequest, ApiResponse, GuardedApi } from './guarded-api';

/** A connection's `state` and PKCE pair: the verifier stays with Uplift, the S256 challenge goes in the authorize URL. */
export async function startAuthorization(): Promise<{ state: string; verifier: string; challenge: string }> {
  const verifier = oauth4webapi.generateRandomCodeVerifier();
  return { state: oauth4webapi.generateRandomState(), verifier, challenge: await oauth4webapi.calculatePKCECodeChallenge(verifier) };
}

/** The state is stored only as its hash: a copy of the database cannot finish someone's connection. */
export function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/** Where the browser goes to approve the app (oauth4webapi leaves this URL to its caller). */
export function authorizationUrl(server: oauth4webapi.AuthorizationServer, parameters: Record<string, string>): string {
  const url = new URL(server.authorization_endpoint ?? '');
  url.search = new URLSearchParams(parameters).toString();
  return url.href;
}

/**
 * The callback's code as oauth4webapi takes it: the parameters checked against the state the
 * connection stored (the caller found that request by this state's hash).
 */
export function callbackParameters(
  server: oauth4webapi.AuthorizationServer,
  client: oauth4webapi.Client,
  callback: { code: string; state: string },
): URLSearchParams {
  return oauth4webapi.validateAuthResponse(server, client, new URLSearchParams(callback), callback.state);
}

export type OAuthRequestOptions = oauth4webapi.HttpRequestOptions<'POST', URLSearchParams>;

/** What one request to an authorization server came to: its result, or the answer that refused it (null: never sent). */
type OAuthOutcome<T> = { ok: true; value: T } | { ok: false; answer: ApiResponse | null };

/**
 * Runs oauth4webapi's request and the processing of its answer over the guarded API client.
 * `callFailure` turns the client's failure to get an answer into the caller's own error, which is
 * thrown as it is; an answer oauth4webapi refuses (an error body, an unexpected status, a malformed
 * token) comes back with the raw answer, for the caller to say what it means. `asStandard` rewrites
 * a server's answer into the protocol's shape before oauth4webapi reads it.
 */
export async function viaGuardedApi<T>(
  api: GuardedApi,
  callFailure: (error: unknown) => unknown,
  run: (options: OAuthRequestOptions) => Promise<T>,
  asStandard: (answer: ApiResponse) => ApiResponse = (answer) => answer,
): Promise<OAuthOutcome<T>> {
  let answer: ApiResponse | null = null;
  const options: OAuthRequestOptions = {
    [oauth4webapi.customFetch]: async (url, init) => {
      let received: ApiResponse;
      try {
        received = await api.call(apiRequest(url, init));
      } catch (error) {
        throw callFailure(error);
      }
      answer = received;
      return fetchResponse(asStandard(received));
    },
    // oauth4webapi refuses plain http unless told; the guarded client allows it where Uplift does
    // (an instance on the operator's network, the tests' fakes).
    [oauth4webapi.allowInsecureRequests]: api.plainHttpAllowed,
  };
  try {
    return { ok: true, value: await run(options) };
  } catch (error) {
    if (!answer && !isOAuthFailure(error)) throw error;
    return { ok: false, answer };
  }
}

function apiRequest(url: string, init: oauth4webapi.CustomFetchOptions<'POST', URLSearchParams>): ApiRequest {
  // The guarded client sends Uplift's own user agent and sets the content type of the body it encodes.
  const { 'user-agent': _agent, 'content-type': _type, ...headers } = init.headers;
  return { method: init.method, url, headers, body: { form: Object.fromEntries(init.body) } };
}

function fetchResponse(answer: ApiResponse): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const item of value === undefined ? [] : [value].flat()) headers.append(name, item);
  }
  const bodyless = answer.status === 204 || answer.status === 205 || answer.status === 304;
  return new Response(bodyless ? null : answer.text, { status: answer.status, headers });
}

function isOAuthFailure(error: unknown): boolean {
  return (
    error instanceof oauth4webapi.OperationProcessingError ||
    error instanceof oauth4webapi.ResponseBodyError ||
    error instanceof oauth4webapi.WWWAuthenticateChallengeError ||
    error instanceof oauth4webapi.AuthorizationResponseError ||
    error instanceof oauth4webapi.UnsupportedOperationError
  );
}
