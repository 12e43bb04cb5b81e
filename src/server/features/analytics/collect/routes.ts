import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { collectedEventSchema, maxCollectedBodyBytes } from '@/shared/analytics';
import { apiMessages } from '@/shared/messages';
import type { AppEnv } from '../../../context';
import { clientAddress } from '../../../http/client-address';
import { apiError } from '../../../http/errors';
import { hasUnstorableText } from '../../../http/storable-text';
import { unstorableTextMessage } from '../../../http/validate';
import type { AddressLimit } from './address-limit';
import type { Collector } from './collector';

const tooLarge = (c: Context) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', apiMessages.payloadTooLarge);
const limitStreamedBody = bodyLimit({ maxSize: maxCollectedBodyBytes, onError: tooLarge });

/**
 * Mounted ahead of the app's 1 MB limit, so a body is refused past 8 KB before it is read: by its
 * Content-Length, which costs nothing, or while it streams when it has none (Hono's limit reads the
 * raw request, which is slower; browsers send a length).
 */
const refuseLargeBodies: MiddlewareHandler = async (c, next) => {
  const length = c.req.header('content-length');
  if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitStreamedBody(c, next);
  return Number(length) > maxCollectedBodyBytes ? tooLarge(c) : next();
};

/**
 * POST /api/event: the trackers' public endpoint (ADR 019). Any site may write to it without
 * credentials; what is not a project's own hostname, or comes from a bot, is answered 202 and dropped
 * so a page never retries, with the reason in a header for whoever debugs an installation.
 */
export function collectRoutes(collector: Collector, limit: AddressLimit, trustProxy: boolean) {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next();
      c.header('Access-Control-Allow-Origin', '*');
      c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    })
    .options('/', (c) => {
      c.header('Access-Control-Allow-Methods', 'POST');
      c.header('Access-Control-Allow-Headers', 'Content-Type');
      c.header('Access-Control-Max-Age', '86400');
      return c.body(null, 204);
    })
    .post('/', refuseLargeBodies, async (c) => {
      const address = clientAddress(c, trustProxy);
      if (!limit.allow(address)) return apiError(c, 429, 'TOO_MANY_REQUESTS', apiMessages.tooManyRequests);
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return apiError(c, 400, 'MALFORMED_JSON', apiMessages.malformedJson);
      }
      const event = collectedEventSchema.safeParse(body);
      if (!event.success) return apiError(c, 400, 'VALIDATION_FAILED', event.error.issues[0]?.message ?? apiMessages.invalidInput);
      if (hasUnstorableText(event.data)) return apiError(c, 400, 'VALIDATION_FAILED', unstorableTextMessage);
      const dropped = await collector.collect(event.data, { address, userAgent: c.req.header('user-agent') ?? '', origin: c.req.header('origin') });
      if (dropped) c.header('X-Uplift-Dropped', dropped);
      return c.body(null, 202);
    });
}
