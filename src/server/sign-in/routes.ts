import { Hono } from 'hono';
import { apiMessages } from '@/shared/messages';
import type { AppEnv } from '../auth/viewer';
import type { Config } from '../config';
import { clientAddress } from '../http/client-address';
import { apiError } from '../http/errors';
import { inApiErrorShape } from './api-error-shape';
import { type Auth, clientIpHeader } from './auth';
import { authReadPathPattern, authReadQuerySchema, authRequestBodies, closedAuthReads } from './request-bodies';

/**
 * better-auth behind a thin front: the caller's address for the rate limiter, validated bodies, and
 * its refusals in the API's one error shape.
 */
export function authRoutes({ auth, config }: { auth: Auth; config: Config }) {
  return new Hono<AppEnv>().all('/*', async (c) => {
    const schema = authRequestBodies[c.req.path];
    const takesBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    // Admin actions go through /api/admin, where our own rules (such as keeping one admin) apply.
    if (c.req.path.startsWith('/api/auth/admin/') || (takesBody && !schema) || closedAuthReads.has(c.req.path)) {
      return apiError(c, 404, 'NOT_FOUND', apiMessages.notFound);
    }
    if (!takesBody) {
      if (!authReadPathPattern.test(c.req.path)) return apiError(c, 404, 'NOT_FOUND', apiMessages.notFound);
      const query = authReadQuerySchema.safeParse(c.req.query());
      if (!query.success) return apiError(c, 400, 'VALIDATION_FAILED', apiMessages.invalidInput);
    }
    const headers = new Headers(c.req.raw.headers);
    // The limiter keys on this header; only a trusted proxy may tell us who the caller is.
    headers.set(clientIpHeader, clientAddress(c, config.trustProxy));

    let body: string | undefined;
    if (takesBody && schema) {
      const text = await c.req.text();
      let json: unknown;
      try {
        // No body at all (a bare sign-out) is an empty object.
        json = text ? JSON.parse(text) : {};
      } catch {
        return apiError(c, 400, 'MALFORMED_JSON', apiMessages.malformedJson);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) return apiError(c, 400, 'VALIDATION_FAILED', parsed.error.issues[0]?.message ?? apiMessages.invalidInput);
      body = JSON.stringify(parsed.data);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
    }
    const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
    if (await refusedOrigin(response)) return apiError(c, 403, 'CROSS_ORIGIN_REQUEST', apiMessages.originNotServed);
    return inApiErrorShape(response);
  });
}

/** better-auth's bare 'Invalid origin' does not tell the operator what to set; our answer does. */
async function refusedOrigin(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const answer: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  return (answer as { code?: unknown } | null)?.code === 'INVALID_ORIGIN';
}
