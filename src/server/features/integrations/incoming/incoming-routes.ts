import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { z } from 'zod';
import { integrationsMessages } from '@/shared/integrations/catalogue';
import { apiMessages } from '@/shared/messages';
import type { AppEnv } from '../../../auth/viewer';
import type { Entitlements } from '../../../billing/entitlements';
import type { Database } from '../../../db/database';
import type { DomainEvents } from '../../../domain-events/domain-events';
import { apiError } from '../../../http/errors';
import { FixedWindowLimit } from '../../../http/fixed-window-limit';
import { SeenOnce } from '../../../http/seen-once';
import { uuidParams } from '../../../http/validate';
import type { SecretBox } from '../../../settings/secret-box';
import { integrationConnections } from '../catalogue/schema';

/** A post's body: a JSON object, small enough for an event. */
const maxBodyBytes = 64 * 1024;

export const incomingMessages = {
  unsigned: 'Sign the request with the integration’s secret (Standard Webhooks), or send the secret as a Bearer token.',
  badSignature: 'The signature does not match this integration’s secret.',
  tooLarge: 'The body is larger than 64 KB.',
  notAnObject: 'The body must be a JSON object.',
  tooMany: 'Too many posts to this integration: wait a minute.',
} as const;

/**
 * Where a custom integration receives posts from other software (public, signed): each accepted post
 * becomes an `integration.received` event of the workspace, which workflows and webhooks act on.
 * A Standard Webhooks signature is checked with replays refused by webhook-id; the secret as a
 * Bearer token is accepted for senders that cannot sign.
 */
export function incomingRoutes(deps: {
  db: Database;
  box: SecretBox;
  domainEvents: DomainEvents;
  entitlements: Entitlements;
  postsPerMinute: number;
}) {
  const { db, box, domainEvents, entitlements } = deps;
  const limit = new FixedWindowLimit(db, { name: 'integration-incoming', windowSeconds: 60, max: deps.postsPerMinute });
  const replays = new SeenOnce(db, { name: 'integration-incoming-id', windowSeconds: 10 * 60 });

  return new Hono<AppEnv>().post('/:id', uuidParams('id'), async (c) => {
    const { id } = c.req.valid('param');
    const [integration] = await db
      .select()
      .from(integrationConnections)
      .where(and(eq(integrationConnections.id, id), eq(integrationConnections.provider, 'custom')));
    if (!integration?.incomingSecret) return apiError(c, 404, 'NOT_FOUND', apiMessages.notFound);
    if (!(await limit.allow(id))) return apiError(c, 429, 'TOO_MANY_REQUESTS', incomingMessages.tooMany);
    // A workspace whose plan no longer has custom integrations keeps them, but they take no posts.
    const plan = await entitlements.of({ workspaceId: integration.workspaceId, isAdmin: false });
    if (!plan.allows('custom_integrations')) return apiError(c, 403, 'FEATURE_NOT_AVAILABLE', integrationsMessages.customNeedsEnterprise);

    const raw = Buffer.from(await c.req.arrayBuffer());
    if (raw.length > maxBodyBytes) return apiError(c, 413, 'PAYLOAD_TOO_LARGE', incomingMessages.tooLarge);
    const secret = box.open(integration.incomingSecret);
    const signature = c.req.header('webhook-signature');
    const messageId = c.req.header('webhook-id');
    if (signature) {
      try {
        new Webhook(secret).verify(raw, {
          'webhook-id': messageId ?? '',
          'webhook-timestamp': c.req.header('webhook-timestamp') ?? '',
          'webhook-signature': signature,
        });
      } catch (error) {
        if (error instanceof WebhookVerificationError) return apiError(c, 401, 'UNAUTHORIZED', incomingMessages.badSignature);
        throw error;
      }
      // A signed message seen before is acknowledged, not acted on twice (the sender retried).
      if (messageId && !(await replays.first(`${id}:${messageId}`))) return c.json({ received: true, duplicate: true }, 200);
    } else if (!bearerMatches(c.req.header('authorization'), secret)) {
      return apiError(c, 401, 'UNAUTHORIZED', incomingMessages.unsigned);
    }

    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      return apiError(c, 400, 'MALFORMED_JSON', apiMessages.malformedJson);
    }
    const body = z.record(z.string(), z.unknown()).safeParse(payload);
    if (!body.success) return apiError(c, 400, 'VALIDATION_FAILED', incomingMessages.notAnObject);

    await domainEvents.emit(integration.workspaceId, 'integration.received', {
      integrationId: id,
      integration: integration.name,
      category: integration.category,
      messageId: messageId ?? null,
      payload: body.data,
    });
    await db.update(integrationConnections).set({ lastSyncAt: new Date(), lastError: null }).where(eq(integrationConnections.id, id));
    return c.json({ received: true }, 202);
  });
}

function bearerMatches(header: string | undefined, secret: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
