import type { Context, MiddlewareHandler, Next } from 'hono';
import { apiMessages } from '@/shared/messages';
import { apiError } from './errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginWritesOptions {
  /** The origins Uplift's own pages are served from (allowed-origins.ts), asked on each write. */
  allowedOrigins: () => readonly string[];
  /** Endpoints written to by other sites or servers, which guard themselves (signatures, rate limits). */
  publicPaths: readonly string[];
  /** Paths that take another body than JSON, with the media type they take. */
  bodyTypes?: Readonly<Record<string, string>>;
}

/**
 * Only Uplift's own pages may change state through the API. SameSite=Lax cookies still travel with
 * requests from a sibling subdomain or another port of the same host, so every write must name an
 * allowed Origin, must not be marked cross-site or same-site by the browser, and must send JSON: a
 * plain HTML form can send none of these.
 */
export function sameOriginWrites({ allowedOrigins, publicPaths, bodyTypes = {} }: SameOriginWritesOptions): MiddlewareHandler {
  const isPublic = (path: string) => publicPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

  // Not an async function: a read passes on with no promise of this step's own.
  return (c, next) => (safeMethods.has(c.req.method) || isPublic(c.req.path) ? next() : checkedWrite(c, next));

  async function checkedWrite(c: Context, next: Next) {
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (!origin || origin === 'null' || fetchSite === 'cross-site' || fetchSite === 'same-site') {
      return apiError(c, 403, 'CROSS_ORIGIN_REQUEST', apiMessages.crossOrigin);
    }
    // Most often Uplift opened at an address it was not told about: say what to configure.
    if (!allowedOrigins().includes(origin)) {
      return apiError(c, 403, 'CROSS_ORIGIN_REQUEST', apiMessages.originNotServed);
    }

    const expected = bodyTypes[c.req.path] ?? 'application/json';
    const contentType = c.req.header('content-type');
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    if ((contentType !== undefined || hasBody) && mediaType(contentType) !== expected) {
      return apiError(c, 415, 'UNSUPPORTED_MEDIA_TYPE', apiMessages.unsupportedMediaType(expected));
    }
    return next();
  }
}

/** `application/json; charset=utf-8` → `application/json`. */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}
