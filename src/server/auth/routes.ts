import { Hono } from 'hono';
import { apiMessages } from '@/shared/messages';
import type { AppEnv, CoreDeps } from '../context';
import { clientAddress } from '../http/client-address';
import { clientIpHeader } from './auth';
import { authReadPathPattern, authReadQuerySchema, authRequestBodies, closedAuthReads } from './request-bodies';

/** better-auth behind a thin front: the caller's address for the rate limiter, and validated bodies. */
export function authRoutes({ auth, config }: CoreDeps) {
  return new Hono<AppEnv>().all('/*', async (c) => {
    const schema = authRequestBodies[c.req.path];
    const takesBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    // Admin actions go through /api/admin, where our own rules (such as keeping one admin) apply.
    if (c.req.path.startsWith('/api/auth/admin/') || (takesBody && !schema) || closedAuthReads.has(c.req.path)) {
      return c.json({ code: 'NOT_FOUND', message: apiMessages.notFound }, 404);
    }
    if (!takesBody) {
      if (!authReadPathPattern.test(c.req.path)) return c.json({ code: 'NOT_FOUND', message: apiMessages.notFound }, 404);
      const query = authReadQuerySchema.safeParse(c.req.query());
      if (!query.success) return c.json({ code: 'VALIDATION_FAILED', message: apiMessages.invalidInput }, 400);
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
        return c.json({ code: 'MALFORMED_JSON', message: apiMessages.malformedJson }, 400);
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        return c.json({ code: 'VALIDATION_FAILED', message: parsed.error.issues[0]?.message }, 400);
      }
      body = JSON.stringify(parsed.data);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
    }
    const response = await auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
    if (await refusedOrigin(response)) return c.json({ code: 'CROSS_ORIGIN_REQUEST', message: apiMessages.originNotServed }, 403);
    return response;
  });
}

/** better-auth's bare 'Invalid origin' does not tell the operator what to set; our answer does. */
async function refusedOrigin(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const answer: unknown = await response.clone().json().catch(() => null);
  return (answer as { code?: unknown } | null)?.code === 'INVALID_ORIGIN';
}
