import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../auth/viewer';
import { limitBody } from '../../../http/body-limit';
import type { SeenOnce } from '../../../http/seen-once';
import { hasUnstorableText } from '../../../http/storable-text';
import { ServiceError } from '../../../lib/service-error';
import type { ApiKeySettings } from '../../../settings/service';
import type { DeliveryFeedback } from './delivery-feedback';

/** An event is a few hundred bytes; anything near this is not one. */
const limitEvent = limitBody(64 * 1024, 'The event is too large.');
/** A signed request older (or newer) than this is refused: a captured one cannot be replayed later. */
export const freshSeconds = 15 * 60;

const mailgunSchema = z.object({
  signature: z.object({ timestamp: z.string().max(20), token: z.string().min(1).max(200), signature: z.string().max(200) }),
  'event-data': z.object({
    event: z.string(),
    severity: z.string().optional(),
    recipient: z.string(),
    message: z
      .object({ headers: z.object({ 'message-id': z.string().optional() }).partial() })
      .partial()
      .optional(),
  }),
});

const genericSchema = z.object({
  event: z.enum(['bounce', 'complaint']),
  email: z.string().max(254),
  messageId: z.string().max(300).optional(),
});

/**
 * /api/email/webhooks: bounces and complaints from the mail provider (ADR 020). Mailgun's signed
 * events, and a generic endpoint any provider or relay can call, signed with EMAIL_WEBHOOK_SECRET:
 * X-Uplift-Timestamp (Unix seconds) and X-Uplift-Signature `sha256=` HMAC-SHA256 of `timestamp.body`.
 * A signature alone does not stop a replay while the timestamp is fresh (Mailgun's signs only the
 * timestamp and token, not the event), so each signed request is taken once: `received` remembers
 * Mailgun's token, and the generic signature, for the whole span a timestamp stays fresh.
 */
export function webhookRoutes(deps: { apiKeys: Pick<ApiKeySettings, 'get'>; feedback: DeliveryFeedback; received: SeenOnce }) {
  return new Hono<AppEnv>()
    .post('/mailgun', limitEvent, async (c) => {
      const key = await deps.apiKeys.get('MAILGUN_WEBHOOK_SIGNING_KEY');
      if (!key) throw new ServiceError(404, 'NOT_FOUND', 'Mailgun webhooks are not set up on this instance.');
      const parsed = mailgunSchema.safeParse(jsonOf(await c.req.text()));
      if (!parsed.success || hasUnstorableText(parsed.data))
        throw new ServiceError(400, 'VALIDATION_FAILED', 'This is not a Mailgun event.');
      const { timestamp, token, signature } = parsed.data.signature;
      if (!isFresh(timestamp) || !sameHex(hmac(key, `${timestamp}${token}`), signature)) throw badSignature();
      const event = parsed.data['event-data'];
      const kind =
        event.event === 'complained' ? 'complained' : event.event === 'failed' && event.severity === 'permanent' ? 'bounced' : null;
      const taken = await takeOnce(deps.received, `mailgun:${token}`, async () => {
        if (kind) await deps.feedback.record(kind, event.recipient, event.message?.headers?.['message-id']);
      });
      if (!taken) throw alreadyReceived();
      return c.json({ received: true });
    })
    .post('/generic', limitEvent, async (c) => {
      const secret = await deps.apiKeys.get('EMAIL_WEBHOOK_SECRET');
      if (!secret) throw new ServiceError(404, 'NOT_FOUND', 'The bounce webhook is not set up on this instance.');
      const body = await c.req.text();
      const timestamp = c.req.header('x-uplift-timestamp') ?? '';
      const signature = (c.req.header('x-uplift-signature') ?? '').replace(/^sha256=/, '');
      if (!isFresh(timestamp) || !sameHex(hmac(secret, `${timestamp}.${body}`), signature)) throw badSignature();
      const json = jsonOf(body);
      if (json === undefined) throw new ServiceError(400, 'MALFORMED_JSON', 'The body is not JSON.');
      const parsed = genericSchema.safeParse(json);
      if (!parsed.success || hasUnstorableText(parsed.data))
        throw new ServiceError(400, 'VALIDATION_FAILED', 'Send {"event": "bounce" or "complaint", "email": "...", "messageId": "..."}.');
      const { event, email, messageId } = parsed.data;
      const taken = await takeOnce(deps.received, `generic:${signature.toLowerCase()}`, () =>
        deps.feedback.record(event === 'bounce' ? 'bounced' : 'complained', email, messageId),
      );
      if (!taken) throw alreadyReceived();
      return c.json({ received: true });
    });
}

/**
 * Runs `work` for the first use of `key` only; false for a replay. Work that fails forgets the key,
 * so the provider's retry of the same event is still taken.
 */
async function takeOnce(received: SeenOnce, key: string, work: () => Promise<unknown>): Promise<boolean> {
  if (!(await received.first(key))) return false;
  try {
    await work();
  } catch (error) {
    await received.forget(key);
    throw error;
  }
  return true;
}

function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/** Hex only, of the exact length: Buffer.from(…, 'hex') would stop quietly at the first other character. */
function sameHex(expected: string, given: string): boolean {
  if (given.length !== expected.length || !/^[0-9a-f]+$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected.toLowerCase()), Buffer.from(given.toLowerCase()));
}

const badSignature = () => new ServiceError(401, 'BAD_SIGNATURE', 'The signature does not match.');
const alreadyReceived = () => new ServiceError(409, 'ALREADY_RECEIVED', 'This signed event was received already; it is taken once.');

function isFresh(timestamp: string): boolean {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && Math.abs(Date.now() / 1000 - seconds) <= freshSeconds;
}

/** The body's JSON; undefined when it is none (the signature is checked over the text first). */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
