import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { ErrorCode } from '@/shared/error-codes';
import { apiMessages } from '@/shared/messages';
import type { Logger } from '../logger';
import { ServiceError } from '../lib/service-error';

/** The one error shape of the whole API. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: Record<string, unknown> };
}

export function apiError(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string, details?: Record<string, unknown>) {
  return c.json<ApiErrorBody>({ error: { code, message, ...(details && { details }) } }, status);
}

export function createErrorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ServiceError) {
      if (err.status >= 500) logger.warn('request refused', { path: c.req.path, code: err.code });
      return apiError(c, err.status, err.code, err.message, err.details);
    }
    if (err instanceof ZodError) {
      return apiError(c, 400, 'VALIDATION_FAILED', err.issues[0]?.message ?? apiMessages.invalidInput);
    }
    if (err instanceof HTTPException) {
      if (err.status >= 500) logger.error('request failed', { path: c.req.path, error: err.message });
      const message = err.status === 400 && /json/i.test(err.message) ? apiMessages.malformedJson : err.message;
      return apiError(c, err.status, httpCode(err.status), message);
    }
    logger.error('unhandled error', { path: c.req.path, error: err.message, stack: err.stack });
    return apiError(c, 500, 'INTERNAL', apiMessages.internal);
  };
}

function httpCode(status: number): ErrorCode {
  if (status === 400) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  return 'ERROR';
}
