import { Hono } from 'hono';
import { collectedEventSchema, maxCollectedBodyBytes } from '@/shared/analytics/analytics';
import type { AppEnv } from '../../../auth/viewer';
import { limitBody } from '../../../http/body-limit';
import { clientAddress } from '../../../http/client-address';
import { byAddress, rateLimit } from '../../../http/rate-limit';
import { validateTextJson } from '../../../http/validate';
import type { AddressLimit } from './address-limit';
import type { Collector } from './collector';

/**
 * POST /api/event: the trackers' public endpoint (ADR 019). Any site may write to it without
 * credentials; what is not a project's own hostname, or comes from a bot, is answered 202 and dropped
 * so a page never retries, with the reason in a header for whoever debugs an installation.
 */
export function collectRoutes(collector: Collector, limit: AddressLimit, trustProxy: boolean) {
  return (
    new Hono<AppEnv>()
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
      // Mounted ahead of the app's 1 MB limit: a body past 8 KB is refused before it is read.
      .post(
        '/',
        limitBody(maxCollectedBodyBytes),
        rateLimit(limit, byAddress(trustProxy)),
        validateTextJson(collectedEventSchema),
        async (c) => {
          const address = clientAddress(c, trustProxy);
          const dropped = await collector.collect(c.req.valid('json'), {
            address,
            userAgent: c.req.header('user-agent') ?? '',
            origin: c.req.header('origin'),
          });
          if (dropped) c.header('X-Uplift-Dropped', dropped);
          return c.body(null, 202);
        },
      )
  );
}
