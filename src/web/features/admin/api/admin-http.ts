import { ApiError } from '@/web/lib/api-client';

/** A refusal (403 after the role was removed, 400, 404) answers the same on a second try. */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < 1;
}

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** The server's message when it sent one, else the screen's own text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
