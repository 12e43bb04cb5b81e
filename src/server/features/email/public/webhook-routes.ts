import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../../context';
import { apiError } from '../../../http/errors';
import type { ApiKeySettings } from '../../../settings/service';
import type { DeliveryFeedback } from './delivery-feedback';

const maxBodyBytes = 64 * 1024;
/** A signed request older than this is refused: a captured one cannot be replayed later. */
const freshSeconds = 15 * 60;

const mailgunSchema = z.object({
  signature: z.object({ timestamp: z.string(), token: z.string(), signature: z.string() }),
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
 */
export function webhookRoutes(deps: { apiKeys: Pick<ApiKeySettings, 'get'>; feedback: DeliveryFeedback }) {
  return new Hono<AppEnv>()
    .post('/mailgun', async (c) => {
      const key = await deps.apiKeys.get('MAILGUN_WEBHOOK_SIGNING_KEY');
      if (!key) return apiError(c, 404, 'NOT_FOUND', 'Mailgun webhooks are not set up on this instance.');
      const parsed = mailgunSchema.safeParse(await jsonBody(c.req.raw));
      if (!parsed.success) return apiError(c, 400, 'VALIDATION_FAILED', 'This is not a Mailgun event.');
      const { timestamp, token, signature } = parsed.data.signature;
      if (!isFresh(timestamp) || !sameHex(hmac(key, `${timestamp}${token}`), signature)) return apiError(c, 401, 'BAD_SIGNATURE', 'The signature does not match.');
      const event = parsed.data['event-data'];
      const kind = event.event === 'complained' ? 'complained' : event.event === 'failed' && event.severity === 'permanent' ? 'bounced' : null;
      if (kind) await deps.feedback.record(kind, event.recipient, event.message?.headers?.['message-id']);
      return c.json({ received: true });
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
      if (!parsed.success) return apiError(c, 400, 'VALIDATION_FAILED', 'Send {"event": "bounce" or "complaint", "email": "...", "messageId": "..."}.');
      await deps.feedback.record(parsed.data.event === 'bounce' ? 'bounced' : 'complained', parsed.data.email, parsed.data.messageId);
      return c.json({ received: true });
    });
}

function hmac(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given, 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
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
