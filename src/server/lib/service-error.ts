import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@/shared/error-codes';
import { apiMessages } from '@/shared/messages';

/**
 * A refusal a service decides on (not found, over a limit, not configured), answered by the error
 * handler in the API's one error shape. Services throw it; they never build responses.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Another workspace's row, or none at all: both answer the same 404 (ADR 018). */
export const notFound = () => new ServiceError(404, 'NOT_FOUND', apiMessages.notFound);
