/**
 * The one way Uplift fetches an address a user gave it (website analysis, crawling, link previews),
 * safe against server-side request forgery.
 *
 * Built on node:http/https rather than fetch: Node 20's built-in fetch (undici) can only be given
 * a custom connector through the `undici` package, while node:http passes a request's `lookup`
 * straight to the socket, which calls it right before connecting. The guarded lookup checks every
 * resolved address there, for every hop, so DNS rebinding finds no gap between check and connect.
 * Sockets skip `lookup` for IP literals, so those are checked when the URL is; the WHATWG URL
 * parser has already turned forms such as 2130706433, 0x7f.1 and [::ffff:127.0.0.1] into
 * canonical addresses by then. Redirects are followed by hand so that each hop goes through the
 * same checks, and each hop gets a fresh socket (`agent: false`), never one another host opened.
 */
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { createSecureContext, rootCertificates } from 'node:tls';
import { appVersion } from '../config';
import { limitConnectTime } from './connect-timeout';
import { createAddressPolicy, type AddressPolicy, type AddressPolicyOptions } from './address-policy';
import { createGuardedLookup, type ResolveHostForTests } from './guarded-lookup';
import { acceptedEncodings, decodeText, isAcceptedType, mediaType, readBody } from './read-body';
import { SafeFetchError, safeFetchMessages } from './safe-fetch-error';

/** The product token site owners name in robots.txt and see in their logs. */
export const crawlerToken = 'UpliftBot';

const defaults = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000, connectTimeoutMs: 5_000 };
const maxRedirects = 5;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const publicAddresses = createAddressPolicy();

export interface SafeFetcherOptions extends AddressPolicyOptions {
  /** Where site owners can learn who is fetching their pages; goes into the user agent. */
  publicUrl?: string;
  /** Largest body read, after decompression (default 5 MB). */
  maxBytes?: number;
  /** Whole fetch, redirects and body included (default 15 s). */
  timeoutMs?: number;
  /** Name resolution plus TCP connect, per hop (default 5 s). */
  connectTimeoutMs?: number;
  /** Test-only: answers name lookups instead of DNS; the answers still pass the address policy. */
  resolveHostForTests?: ResolveHostForTests;
  /** Test-only: certificates trusted besides the system's, for HTTPS fixture sites on loopback. */
  trustedCertificatesForTests?: string[];
}

export interface SafeFetchRequest {
  // Media types the caller can handle, such as text/html; a family (text/*) or anything (*/*) too.
  accept: readonly string[];
}

export interface SafeFetchResult {
  /** The address the body came from, after redirects. */
  url: string;
  status: number;
  /** Media type without parameters, lower case. */
  contentType: string;
  /** The addresses that answered with a redirect, in order; `url` follows the last of them. */
  redirects: string[];
}

export interface FetchedText extends SafeFetchResult {
  text: string;
}

export interface FetchedBuffer extends SafeFetchResult {
  body: Buffer;
}

export interface InspectRequest extends SafeFetchRequest {
  /** HEAD asks for the headers only (a link's or an image's status and size). */
  method?: 'GET' | 'HEAD';
  /** A GET whose body is not wanted (a server that refuses HEAD): the answer ends at its headers. */
  skipBody?: boolean;
}

/** One hop's answer, whatever its status: what an audit needs to judge a page, a link or an image. */
export interface Inspection {
  url: string;
  status: number;
  /** Media type without parameters, lower case. */
  contentType: string;
  headers: IncomingHttpHeaders;
  /** Where a redirect points, resolved against `url`; null for other answers. */
  location: string | null;
  /** The decoded text of a 2xx GET answer of an accepted type; null otherwise (the body is not read). */
  text: string | null;
  /** Bytes of the body after decompression, for a body that was read. */
  bytes: number;
  /** The body itself, after decompression, when it was read (whatever its type: rendering hands it to Chromium). */
  body: Buffer | null;
  /** The body was to be read but is larger than the fetcher's limit: `text` is null and `bytes` 0. */
  tooLarge: boolean;
  /** From the request to the end of the body (or of the headers when the body is not read). */
  elapsedMs: number;
}

export interface SafeFetcher {
  readonly userAgent: string;
  fetchText(url: string, request: SafeFetchRequest): Promise<FetchedText>;
  fetchBuffer(url: string, request: SafeFetchRequest): Promise<FetchedBuffer>;
  /** One request, redirects not followed and any status answered; a body past the size limit is `tooLarge`. Only the address checks, timeouts and network failures throw. */
  inspect(url: string, request: InspectRequest): Promise<Inspection>;
}

export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const policy = createAddressPolicy(options);
  const lookup = createGuardedLookup(policy, options.resolveHostForTests);
  const maxBytes = options.maxBytes ?? defaults.maxBytes;
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  const connectTimeoutMs = options.connectTimeoutMs ?? defaults.connectTimeoutMs;
  const userAgent = `${crawlerToken}/${appVersion} (+${contactUrl(options.publicUrl)})`;
  // Made once: given as `ca`, Node would build a context from every root certificate for each request.
  const tls = options.trustedCertificatesForTests
    ? { secureContext: createSecureContext({ ca: [...rootCertificates, ...options.trustedCertificatesForTests] }) }
    : {};

  async function fetchBody(rawUrl: string, { accept }: SafeFetchRequest) {
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(new SafeFetchError('TIMEOUT', safeFetchMessages.timeout)), timeoutMs);
    const headers = { 'user-agent': userAgent, accept: accept.join(', '), 'accept-encoding': acceptedEncodings };
    const redirects: string[] = [];
    try {
      let url = checkedUrl(rawUrl, policy);
      for (;;) {
        const hop = openHop(url, { headers, lookup, signal: controller.signal, ...tls }, connectTimeoutMs);
        try {
          const response = await hop.response;
          const status = response.statusCode ?? 0;
          const location = response.headers.location;
          if (redirectStatuses.has(status) && location) {
            if (redirects.length === maxRedirects) {
              throw new SafeFetchError('TOO_MANY_REDIRECTS', safeFetchMessages.tooManyRedirects);
            }
            redirects.push(url.href);
            url = checkedUrl(location, policy, url);
            continue;
          }
          if (status < 200 || status > 299) {
            throw new SafeFetchError('HTTP_ERROR', safeFetchMessages.httpError(status), { status });
          }
          const contentType = mediaType(response.headers['content-type']);
          if (!isAcceptedType(contentType, accept)) {
            throw new SafeFetchError('BAD_CONTENT_TYPE', safeFetchMessages.badContentType(contentType));
          }
          const body = await readBody(response, maxBytes);
          const result = { url: url.href, status, contentType, redirects, body };
          return { result, contentTypeHeader: response.headers['content-type'] };
        } finally {
          // Whatever happened, this hop's socket is done: a refused or oversized body stays unread.
          hop.request.destroy();
        }
      }
    } catch (error) {
      throw asSafeFetchError(error, controller.signal);
    } finally {
      clearTimeout(deadline);
    }
  }

  async function inspect(rawUrl: string, { accept, method = 'GET', skipBody = false }: InspectRequest): Promise<Inspection> {
    const controller = new AbortController();
    const deadline = setTimeout(() => controller.abort(new SafeFetchError('TIMEOUT', safeFetchMessages.timeout)), timeoutMs);
    const headers = { 'user-agent': userAgent, accept: accept.join(', '), 'accept-encoding': acceptedEncodings };
    const started = performance.now();
    try {
      const url = checkedUrl(rawUrl, policy);
      const hop = openHop(url, { method, headers, lookup, signal: controller.signal, ...tls }, connectTimeoutMs);
      try {
        const response = await hop.response;
        const status = response.statusCode ?? 0;
        const contentType = mediaType(response.headers['content-type']);
        const location = redirectStatuses.has(status) ? resolvedLocation(response.headers.location, url) : null;
        const readable = method === 'GET' && !skipBody && status >= 200 && status <= 299 && isAcceptedType(contentType, accept);
        const body = readable ? await readBodyWithin(response, maxBytes) : null;
        const text = body instanceof Buffer ? decodeText(body, response.headers['content-type']) : null;
        const bytes = body instanceof Buffer ? body.length : 0;
        return {
          url: url.href,
          status,
          contentType,
          headers: response.headers,
          location,
          text,
          bytes,
          body: body instanceof Buffer ? body : null,
          tooLarge: body === 'too large',
          elapsedMs: performance.now() - started,
        };
      } finally {
        hop.request.destroy();
      }
    } catch (error) {
      throw asSafeFetchError(error, controller.signal);
    } finally {
      clearTimeout(deadline);
    }
  }

  return {
    userAgent,
    inspect,
    async fetchBuffer(url, request) {
      return (await fetchBody(url, request)).result;
    },
    async fetchText(url, request) {
      const { result, contentTypeHeader } = await fetchBody(url, request);
      const { body, ...rest } = result;
      return { ...rest, text: decodeText(body, contentTypeHeader) };
    },
  };
}

/** The body, or 'too large' past the limit: the page did answer, and an audit reports it as a large page. */
async function readBodyWithin(response: IncomingMessage, maxBytes: number): Promise<Buffer | 'too large'> {
  try {
    return await readBody(response, maxBytes);
  } catch (error) {
    if (error instanceof SafeFetchError && error.code === 'TOO_LARGE') return 'too large';
    throw error;
  }
}

/**
 * The page a site owner opens to learn who is fetching: our public address when it is one they can
 * reach, else the project's page (a default http://localhost:3000 would tell them nothing).
 */
function contactUrl(publicUrl: string | undefined): string {
  const projectUrl = 'https://github.com/uplift';
  if (!publicUrl || !URL.canParse(publicUrl)) return projectUrl;
  const host = new URL(publicUrl).hostname.replace(/^\[(.*)\]$/, '$1');
  const local = host === 'localhost' || host.endsWith('.localhost') || (isIP(host) > 0 && !publicAddresses(host));
  return local ? projectUrl : publicUrl;
}

/** Parses an address (relative ones against `base`) and refuses what no hop may ever reach. */
function checkedUrl(raw: string, policy: AddressPolicy, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('BAD_SCHEME', safeFetchMessages.invalidUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('BAD_SCHEME', safeFetchMessages.badScheme);
  }
  if (url.username || url.password) throw new SafeFetchError('BAD_SCHEME', safeFetchMessages.credentials);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !policy(host)) throw new SafeFetchError('BLOCKED_ADDRESS', safeFetchMessages.blocked);
  url.hash = '';
  return url;
}

/** A redirect's target as an absolute address; null when it has none or it cannot be parsed. */
function resolvedLocation(location: string | undefined, base: URL): string | null {
  if (!location) return null;
  try {
    const target = new URL(location, base);
    target.hash = '';
    return target.href;
  } catch {
    return null;
  }
}

interface Hop {
  request: ClientRequest;
  response: Promise<IncomingMessage>;
}

function openHop(url: URL, options: https.RequestOptions, connectTimeoutMs: number): Hop {
  const client = url.protocol === 'https:' ? https : http;
  const request = client.request(url, { ...options, agent: false });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.on('error', reject);
  });
  limitConnectTime(request, connectTimeoutMs, () => new SafeFetchError('TIMEOUT', safeFetchMessages.timeout));
  request.end();
  return { request, response };
}

function asSafeFetchError(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  // An aborted request fails with a generic AbortError; the reason says it was our deadline.
  if (signal.aborted && signal.reason instanceof SafeFetchError) return signal.reason;
  const code = (error as NodeJS.ErrnoException | undefined)?.code ?? '';
  const unreadable = code.startsWith('Z_') || code.startsWith('HPE_');
  return new SafeFetchError('NETWORK', unreadable ? safeFetchMessages.unreadable : safeFetchMessages.network, {
    cause: error,
  });
}
