import { errorCodes } from '@/shared/error-codes';
import { ApiError } from '@/web/lib/api-client';

/**
 * The sentence the server gave for a Search Console action that did not happen (Google's refusal
 * said readably, a property to choose, keys to add), or null when it gave none worth showing.
 */
export function searchConsoleReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  const readable =
    error.status === 400 || error.status === 403 || error.status === 409 || (error.status === 502 && error.code === errorCodes.ERROR);
  return readable ? error.message : null;
}
