/**
 * Calls to an API on a host a user named (their Mastodon instance, their Bluesky server), safe
 * against server-side request forgery the way safe-fetch is: node:http/https with the guarded
 * lookup, so every resolved address passes the address policy right before the socket connects,
 * and a fresh socket per request (`agent: false`). APIs answer where they are asked, so a 3xx is
 * never followed: it fails as REDIRECT rather than sending a token to wherever it points, unless
 * the caller speaks a protocol whose 3xx is an answer of its own (`acceptRedirectStatus`).
 *
 * Any HTTP answer (2xx, 4xx, 5xx) is returned; only failures to get one throw, as ApiCallError, so
 * a caller tells "the network said no" from "we never reached it" by whether it has a response.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { format as formatDisposition } from 'content-disposition';
import { appVersion } from '../config';
import { limitConnectTime } from './connect-timeout';
import { createAddressPolicy, type AddressPolicy, type AddressPolicyOptions } from './address-policy';
import { createGuardedLookup, type ResolveHostForTests } from './guarded-lookup';
import { mediaType, readBody } from './read-body';
import { SafeFetchError } from './safe-fetch-error';

export type ApiCallErrorCode = 'INVALID_URL' | 'INVALID_BODY' | 'BLOCKED_ADDRESS' | 'TIMEOUT' | 'NETWORK' | 'TOO_LARGE' | 'REDIRECT';

/** No HTTP answer could be used: the message is safe to show (no internal address, no system text). */
export class ApiCallError extends Error {
  override readonly name = 'ApiCallError';
  constructor(
    readonly code: ApiCallErrorCode,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

export const apiCallMessages = {
  invalidUrl: 'Enter a valid address starting with https://.',
  invalidMediaType: 'The file has no valid media type.',
  blocked: 'This address points to a private or internal network, so Uplift will not connect to it.',
  timeout: 'The server took too long to respond.',
  network: 'Uplift could not reach the server.',
  tooLarge: 'The server sent a larger answer than Uplift accepts.',
  redirect: 'The server answered with a redirect instead of an API response.',
} as const;

export type MultipartPart = { name: string; value: string } | { name: string; data: Buffer; filename: string; contentType: string };

export type ApiBody =
  | { json: unknown }
  | { form: Record<string, string | readonly string[] | undefined> }
  | { multipart: readonly MultipartPart[] }
  /** Bytes sent as they are, such as an image to an XRPC uploadBlob. */
  | { raw: Buffer; contentType: string };

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string | URL;
  /** Appended to the URL's query; an array repeats the name (types[]=mention&types[]=reply). */
  query?: Record<string, string | readonly string[] | undefined>;
  headers?: Record<string, string>;
  body?: ApiBody;
  /**
   * Return a 3xx like any other answer instead of failing as REDIRECT, for a protocol that answers
   * with one, such as Google's resumable uploads (308 Resume Incomplete, with the bytes kept in
   * `Range`). The answer's Location is still never followed.
   */
  acceptRedirectStatus?: boolean;
  /** This call's limit instead of the client's, for a large upload that a slow link takes minutes to send. */
  timeoutMs?: number;
}

export interface ApiResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; undefined when the answer was not JSON or not valid JSON. */
  json: unknown;
  text: string;
}

export interface GuardedApiOptions extends AddressPolicyOptions {
  /** Largest answer read (default 2 MB): API answers are small, and this one is held in memory. */
  maxBytes?: number;
  /** The whole call, body upload included (default 30 s: a media upload can be several MB). */
  timeoutMs?: number;
  /** Name resolution plus TCP connect (default 5 s). */
  connectTimeoutMs?: number;
  /** Test-only: answers name lookups instead of DNS; the answers still pass the address policy. */
  resolveHostForTests?: ResolveHostForTests;
}

export interface GuardedApi {
  call(request: ApiRequest): Promise<ApiResponse>;
  /**
   * Whether plain http may be spoken: to a server on the operator's own network
   * (`FETCH_ALLOW_PRIVATE_NETWORK`), or to the tests' fakes on loopback.
   */
  readonly plainHttpAllowed: boolean;
  /** The same address check as a socket's `lookup`, for protocols other than HTTP (a workspace's SMTP server). */
  readonly lookup: LookupFunction;
}

const defaults = { maxBytes: 2 * 1024 * 1024, timeoutMs: 30_000, connectTimeoutMs: 5_000 };

export function createGuardedApi(options: GuardedApiOptions = {}): GuardedApi {
  const policy = createAddressPolicy(options);
  const lookup = createGuardedLookup(policy, options.resolveHostForTests);
  const maxBytes = options.maxBytes ?? defaults.maxBytes;
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  const connectTimeoutMs = options.connectTimeoutMs ?? defaults.connectTimeoutMs;
  const userAgent = `Uplift/${appVersion}`;

  const plainHttpAllowed = Boolean(options.allowPrivateNetwork || options.allowLoopbackForTests);
  return {
    plainHttpAllowed,
    lookup,
    async call(request) {
      const url = checkedUrl(request, policy, plainHttpAllowed);
      const { payload, contentType } = encodeBody(request.body);
      const headers: Record<string, string> = { 'user-agent': userAgent, accept: 'application/json', ...request.headers };
      if (contentType) headers['content-type'] = contentType;
      if (payload) headers['content-length'] = String(payload.length);

      const controller = new AbortController();
      const client = url.protocol === 'https:' ? https : http;
      let outgoing: ReturnType<typeof http.request> | undefined;
      const deadline = setTimeout(
        () => controller.abort(new ApiCallError('TIMEOUT', apiCallMessages.timeout)),
        request.timeoutMs ?? timeoutMs,
      );
      try {
        // Inside the try: a header value the request refuses (a token a server sent us) fails like the rest.
        const sending = client.request(url, { method: request.method, headers, lookup, agent: false, signal: controller.signal });
        outgoing = sending;
        limitConnectTime(sending, connectTimeoutMs, () => new ApiCallError('TIMEOUT', apiCallMessages.timeout));
        const response = await new Promise<IncomingMessage>((resolve, reject) => {
          sending.once('response', resolve);
          sending.on('error', reject);
          sending.end(payload);
        });
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && !request.acceptRedirectStatus) throw new ApiCallError('REDIRECT', apiCallMessages.redirect);
        const text = (await readBody(response, maxBytes)).toString('utf8');
        return { status, headers: response.headers, json: parseJson(text, response.headers['content-type']), text };
      } catch (error) {
        throw asApiCallError(error, controller.signal);
      } finally {
        clearTimeout(deadline);
        outgoing?.destroy();
      }
    },
  };
}

function checkedUrl(request: ApiRequest, policy: AddressPolicy, plainHttpAllowed: boolean): URL {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw new ApiCallError('INVALID_URL', apiCallMessages.invalidUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    throw new ApiCallError('INVALID_URL', apiCallMessages.invalidUrl);
  }
  // Sockets skip `lookup` for IP literals, so those are checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !policy(host)) throw new ApiCallError('BLOCKED_ADDRESS', apiCallMessages.blocked);
  // Tokens, client secrets and app passwords go in these calls: plain http only where the operator (or
  // a test) allows hosts on their own network.
  if (url.protocol === 'http:' && !plainHttpAllowed) throw new ApiCallError('INVALID_URL', apiCallMessages.invalidUrl);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const item of value === undefined ? [] : typeof value === 'string' ? [value] : value) {
      url.searchParams.append(name, item);
    }
  }
  return url;
}

function encodeBody(body: ApiBody | undefined): { payload?: Buffer; contentType?: string } {
  if (!body) return {};
  if ('json' in body) return { payload: Buffer.from(JSON.stringify(body.json)), contentType: 'application/json' };
  if ('raw' in body) return { payload: body.raw, contentType: body.contentType };
  if ('form' in body) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(body.form)) {
      for (const item of value === undefined ? [] : typeof value === 'string' ? [value] : value) form.append(name, item);
    }
    return { payload: Buffer.from(form.toString()), contentType: 'application/x-www-form-urlencoded' };
  }
  const boundary = `uplift-${randomBytes(12).toString('hex')}`;
  // Names are escaped as browsers send them (a quote or line break percent-encoded), so none can end the header.
  const head = (parameters: Record<string, string>) =>
    `--${boundary}\r\nContent-Disposition: ${formatDisposition({ type: 'form-data', parameters }, { multipart: true })}`;
  const chunks = body.multipart.flatMap((part) => {
    // A media type is written into the part's headers: nothing but a type and subtype may get there.
    if ('data' in part && !/^[\w.+-]+\/[\w.+-]+$/.test(part.contentType))
      throw new ApiCallError('INVALID_BODY', apiCallMessages.invalidMediaType);
    return 'value' in part
      ? [Buffer.from(`${head({ name: part.name })}\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(`${head({ name: part.name, filename: part.filename })}\r\nContent-Type: ${part.contentType}\r\n\r\n`),
          part.data,
          Buffer.from('\r\n'),
        ];
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function parseJson(text: string, contentType: string | undefined): unknown {
  const type = mediaType(contentType);
  if (type !== 'application/json' && !type.endsWith('+json')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function asApiCallError(error: unknown, signal: AbortSignal): ApiCallError {
  if (error instanceof ApiCallError) return error;
  if (signal.aborted && signal.reason instanceof ApiCallError) return signal.reason;
  // The guarded lookup and the body reader speak safe-fetch's errors.
  if (error instanceof SafeFetchError) {
    if (error.code === 'BLOCKED_ADDRESS') return new ApiCallError('BLOCKED_ADDRESS', apiCallMessages.blocked);
    if (error.code === 'TOO_LARGE') return new ApiCallError('TOO_LARGE', apiCallMessages.tooLarge);
    if (error.code === 'TIMEOUT') return new ApiCallError('TIMEOUT', apiCallMessages.timeout);
  }
  return new ApiCallError('NETWORK', apiCallMessages.network, { cause: error });
}
