import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import type { ZodType } from 'zod';
import { credentialsSchema, signUpSchema } from '@/shared/auth-schemas';
import { apiMessages } from '@/shared/messages';
import type { AppDeps } from '../context';
import { clientIpHeader } from './auth';

// Our own checks on the bodies better-auth would otherwise answer less clearly (core §5, issue §8).
const bodySchemas: Record<string, ZodType> = {
  '/api/auth/sign-in/email': credentialsSchema,
  '/api/auth/sign-up/email': signUpSchema,
};

/** better-auth behind a thin front: the caller's address for the rate limiter, and validated bodies. */
export function authRoutes({ auth, config }: AppDeps) {
  return new Hono().all('/*', async (c) => {
    // Admin actions go through /api/admin, where our own rules (such as keeping one admin) apply.
    if (c.req.path.startsWith('/api/auth/admin/')) {
      return c.json({ code: 'NOT_FOUND', message: apiMessages.notFound }, 404);
    }
    const headers = new Headers(c.req.raw.headers);
    // The limiter keys on this header; only a trusted proxy may tell us who the caller is.
    const forwarded = config.trustProxy ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    headers.set(clientIpHeader, forwarded || getConnInfo(c).remote.address || 'unknown');

    let body: string | undefined;
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      body = await c.req.text();
      const schema = bodySchemas[c.req.path];
      if (body || schema) {
        let json: unknown;
        try {
          json = body ? JSON.parse(body) : {};
        } catch {
          return c.json({ code: 'MALFORMED_JSON', message: apiMessages.malformedJson }, 400);
        }
        if (schema) {
          const parsed = schema.safeParse(json);
          if (!parsed.success) {
            return c.json({ code: 'VALIDATION_FAILED', message: parsed.error.issues[0]?.message }, 400);
          }
          body = JSON.stringify({ ...(json as object), ...(parsed.data as object) });
        }
      }
    }
    return auth.handler(new Request(c.req.url, { method: c.req.method, headers, body }));
  });
}
