import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@/shared/error-codes';

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
