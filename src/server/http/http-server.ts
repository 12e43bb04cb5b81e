import { createServer, type IncomingMessage, type RequestListener, type ServerOptions, type ServerResponse } from 'node:http';

/**
 * What every answer carries unless its route sets its own: the security headers (Hono's
 * secureHeaders defaults, with our Content-Security-Policy) and `Vary: Accept-Encoding` (answers may
 * be compressed, compress-answers.ts).
 */
export const defaultHeaders: ReadonlyArray<readonly [string, string]> = [
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

/**
 * The HTTP server around the app (ADR 046). Its work on every request is done here, on Node's own
 * request and response, rather than as app middleware, where each step cost a web Headers object or
 * a promise more on every answer:
 * - the answer starts with `defaultHeaders`; the headers the app's answer names replace them (Node
 *   merges `writeHead`'s over what was set before);
 * - the API's answers are timed, from the request's arrival to the last byte handed to the socket,
 *   for the System tab and /metrics. Calls the app makes to itself (the public API, workflows) are
 *   not requests of their own and are not counted.
 */
export function httpServerFactory(metrics: { record(durationMs: number, status: number): void }): typeof createServer {
  return ((options: ServerOptions, listener: RequestListener) =>
    createServer(options, (request: IncomingMessage, response: ServerResponse) => {
      for (const [name, value] of defaultHeaders) response.setHeader(name, value);
      if (request.url?.startsWith('/api/')) {
        const started = performance.now();
        response.once('finish', () => metrics.record(performance.now() - started, response.statusCode));
      }
      return listener(request, response);
    })) as typeof createServer;
}
