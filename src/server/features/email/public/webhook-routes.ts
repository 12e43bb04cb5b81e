import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../context';
import { apiError } from '../../../http/errors';
import type { SeenOnce } from '../../../http/seen-once';
import { hasUnstorableText } from '../../../http/storable-text';
import type { ApiKeySettings } from '../../../settings/service';
import type { DeliveryFeedback } from './delivery-feedback';

const maxBodyBytes = 64 * 1024;
/** A signed request older (or newer) than this is refused: a captured one cannot be replayed later. */
export const freshSeconds = 15 * 60;

const mailgunSchema = z.object({
  signature: z.object({ timestamp: z.string().max(20), token: z.string().min(1).max(200), signature: z.string().max(200) }),
  'event-data': z.object({
    event: z.string(),
    severity: z.string().optional(),
    recipient: z.string(),
    message: z.object({ headers: z.object({ 'message-id': z.string().optional() }).partial() }).partial().optional(),
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
    .post('/mailgun', async (c) => {
      const key = await deps.apiKeys.get('MAILGUN_WEBHOOK_SIGNING_KEY');
      if (!key) return apiError(c, 404, 'NOT_FOUND', 'Mailgun webhooks are not set up on this instance.');
      const parsed = mailgunSchema.safeParse(await jsonBody(c.req.raw));
      if (!parsed.success || hasUnstorableText(parsed.data)) return apiError(c, 400, 'VALIDATION_FAILED', 'This is not a Mailgun event.');
      const { timestamp, token, signature } = parsed.data.signature;
      if (!isFresh(timestamp) || !sameHex(hmac(key, `${timestamp}${token}`), signature)) return apiError(c, 401, 'BAD_SIGNATURE', 'The signature does not match.');
      const event = parsed.data['event-data'];
      const kind = event.event === 'complained' ? 'complained' : event.event === 'failed' && event.severity === 'permanent' ? 'bounced' : null;
      const taken = await takeOnce(deps.received, `mailgun:${token}`, async () => {
        if (kind) await deps.feedback.record(kind, event.recipient, event.message?.headers?.['message-id']);
      });
      return taken ? c.json({ received: true }) : alreadyReceived(c);
    })
    .post('/generic', async (c) => {
      const secret = await deps.apiKeys.get('EMAIL_WEBHOOK_SECRET');
      if (!secret) return apiError(c, 404, 'NOT_FOUND', 'The bounce webhook is not set up on this instance.');
      const body = await textBody(c.req.raw);
      const timestamp = c.req.header('x-uplift-timestamp') ?? '';
      const signature = (c.req.header('x-uplift-signature') ?? '').replace(/^sha256=/, '');
      if (body === null) return apiError(c, 413, 'PAYLOAD_TOO_LARGE', 'The event is too large.');
      if (!isFresh(timestamp) || !sameHex(hmac(secret, `${timestamp}.${body}`), signature)) return apiError(c, 401, 'BAD_SIGNATURE', 'The signature does not match.');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return apiError(c, 400, 'MALFORMED_JSON', 'The body is not JSON.');
      }
      const parsed = genericSchema.safeParse(json);
      if (!parsed.success || hasUnstorableText(parsed.data)) return apiError(c, 400, 'VALIDATION_FAILED', 'Send {"event": "bounce" or "complaint", "email": "...", "messageId": "..."}.');
      const { event, email, messageId } = parsed.data;
      const taken = await takeOnce(deps.received, `generic:${signature.toLowerCase()}`, () =>
        deps.feedback.record(event === 'bounce' ? 'bounced' : 'complained', email, messageId),
      );
      return taken ? c.json({ received: true }) : alreadyReceived(c);
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

function alreadyReceived(c: Context<AppEnv>) {
  return apiError(c, 409, 'ALREADY_RECEIVED', 'This signed event was received already; it is taken once.');
}

function isFresh(timestamp: string): boolean {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && Math.abs(Date.now() / 1000 - seconds) <= freshSeconds;
}

async function textBody(request: Request): Promise<string | null> {
  const text = await request.text();
  return Buffer.byteLength(text) > maxBodyBytes ? null : text;
}

async function jsonBody(request: Request): Promise<unknown> {
  const text = await textBody(request);
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}
