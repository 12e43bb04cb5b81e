import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiMessages } from '@/shared/messages';
import { apiError } from './errors';

/**
 * Refuses a body past `maxBytes` with 413 PAYLOAD_TOO_LARGE and `message`: by its Content-Length,
 * which costs nothing, or while it streams when it has none (Hono's limit reads the raw request,
 * which is slower; browsers send a length).
 */
export function limitBody(maxBytes: number, message: string = apiMessages.payloadTooLarge): MiddlewareHandler {
  const tooLarge = (c: Context) => apiError(c, 413, 'PAYLOAD_TOO_LARGE', message);
  const limitStreamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitStreamed(c, next);
    if (Number(length) > maxBytes) return tooLarge(c);
    await next();
  };
}

/**
 * For a body that streams to its service (an upload, ADR 015's `streamedBodies`): refuses one whose
 * Content-Length is missing or zero with 400 VALIDATION_FAILED and `empty`, and one declared past
 * `maxBytes` with 413 and `tooLarge`, before a byte of it is read.
 */
export function declaredLength(limits: { empty: string; maxBytes?: number; tooLarge?: string }): MiddlewareHandler {
  return async (c, next) => {
    const length = Number(c.req.header('content-length'));
    if (!Number.isFinite(length) || length <= 0 || !c.req.raw.body) return apiError(c, 400, 'VALIDATION_FAILED', limits.empty);
    if (limits.maxBytes !== undefined && length > limits.maxBytes) {
      return apiError(c, 413, 'PAYLOAD_TOO_LARGE', limits.tooLarge ?? apiMessages.payloadTooLarge);
    }
    await next();
  };
}
