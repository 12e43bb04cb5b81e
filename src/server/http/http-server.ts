import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeader,
  type OutgoingHttpHeaders,
  type RequestListener,
  ServerResponse,
  type ServerOptions,
} from 'node:http';

type Header = readonly [name: string, value: string];

/**
 * What a JSON answer carries unless its route sets its own: the headers that protect data (OWASP's
 * REST set). Nothing in it may run, be framed or be read by another site, it is never sniffed as a
 * page, and it may be compressed (compress-answers.ts).
 */
const dataHeaders: readonly Header[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Vary', 'Accept-Encoding'],
];

/**
 * What every other answer (pages, scripts, files) carries unless its route sets its own: Hono's
 * secureHeaders defaults, with our Content-Security-Policy, and the Vary of an answer that may be
 * compressed.
 */
const pageHeaders: readonly Header[] = [
  [
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; connect-src 'self'; frame-ancestors 'none'",
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Vary', 'Accept-Encoding'],
];

const json = /^application\/(?:[\w.+-]+\+)?json\b/i;

/** Each default with its name in lower case, made once: an answer's own names are compared with it. */
type Default = { name: string; key: string; value: string };
const keyed = (headers: readonly Header[]): Default[] => headers.map(([name, value]) => ({ name, key: name.toLowerCase(), value }));
const dataDefaults = keyed(dataHeaders);
const pageDefaults = keyed(pageHeaders);

/**
 * An answer that starts with the default headers for what it is, added as its head is written: a
 * header the app's answer names, or one already set, replaces its default. A JSON answer, most of the
 * API's, gets the short set for data: every answer paid for the headers of a page, a tenth of a small
 * read's cost (ADR 046). They go to Node with the answer's own in one object, which Node writes
 * without a setHeader() each.
 */
class AnswerWithDefaults extends ServerResponse {
  /** When the request arrived, for the answers that are timed (the API's); 0 for the others. */
  arrivedAt = 0;

  override writeHead(
    statusCode: number,
    reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    const named = typeof reason === 'string' ? headers : reason;
    const type = contentTypeOf(named) ?? this.getHeader('content-type');
    const all = this.withDefaults(typeof type === 'string' && json.test(type) ? dataDefaults : pageDefaults, named);
    return typeof reason === 'string' ? super.writeHead(statusCode, reason, all) : super.writeHead(statusCode, all);
  }

  private withDefaults(
    defaults: readonly Default[],
    named: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined,
  ): OutgoingHttpHeaders | OutgoingHttpHeader[] {
    // Node's array form (which the adapter does not use) takes the defaults as headers set beforehand.
    if (Array.isArray(named)) {
      for (const { name, value } of defaults) if (!this.hasHeader(name)) this.setHeader(name, value);
      return named;
    }
    const own = new Set(Object.keys(named ?? {}).map((name) => name.toLowerCase()));
    const all: OutgoingHttpHeaders = {};
    for (const { name, key, value } of defaults) if (!own.has(key) && !this.hasHeader(name)) all[name] = value;
    return Object.assign(all, named);
  }
}

/** The type the app's answer names; Node's array form (which the adapter does not use) reads as none. */
function contentTypeOf(headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined): OutgoingHttpHeader | undefined {
  return headers && !Array.isArray(headers) ? (headers['content-type'] ?? headers['Content-Type']) : undefined;
}

/**
 * The HTTP server around the app (ADR 046). Its work on every request is done here, on Node's own
 * request and response, rather than as app middleware, where each step cost a web Headers object or
 * a promise more on every answer:
 * - each answer starts with the default headers for what it is (`AnswerWithDefaults`);
 * - the API's answers are timed, from the request's arrival to the last byte handed to the socket,
 *   for the System tab and /metrics. Calls the app makes to itself (the public API, workflows) are
 *   not requests of their own and are not counted.
 */
export function httpServerFactory(metrics: { record(durationMs: number, status: number): void }): typeof createServer {
  function recordAnswer(this: AnswerWithDefaults) {
    metrics.record(performance.now() - this.arrivedAt, this.statusCode);
  }
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer({ ...options, ServerResponse: AnswerWithDefaults }, (request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.startsWith('/api/')) {
        (response as AnswerWithDefaults).arrivedAt = performance.now();
        response.on('finish', recordAnswer);
      }
      return listener(request, response);
    })) as typeof createServer;
}
