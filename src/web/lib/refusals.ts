import { errorCodes } from '@/shared/error-codes';
import { ApiError } from '@/web/lib/api-client';

/** The plan lacks the feature (segments, A/B tests, automation) or has reached a limit (contacts, templates, social accounts). */
export function isPlanRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === errorCodes.FEATURE_NOT_AVAILABLE || error.code === errorCodes.PLAN_LIMIT_REACHED);
}

/**
 * The text of a failed change: the server's own message where it says what to fix (validation, a
 * conflict such as a list in use, a missing postal address, a file too large), else the screen's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.message) return fallback;
  const explains =
    error.status === 400 ||
    error.status === 409 ||
    error.status === 413 ||
    error.status === 422 ||
    error.code === errorCodes.READ_ONLY ||
    isPlanRefusal(error);
  return explains ? error.message : fallback;
}
