import { z } from 'zod';
import { searchConsoleMessages as messages } from '@/shared/seo/search-console';
import type { ApiResponse } from '../../../http/guarded-api';

/**
 * What a failed call to Google means for the person at the screen:
 * - unauthorized: the access token was refused (try once more with a renewed one);
 * - reconnect: the Google account's grant is gone (revoked, expired, or never given): connect again;
 * - no-access: the Google account may not read this property;
 * - setup: the operator's Google app is refused or lacks the API: an administrator's to fix;
 * - unavailable: Google could not answer now (throttled, down, unreachable, unreadable): try again later.
 */
export type GoogleFailureKind = 'unauthorized' | 'reconnect' | 'no-access' | 'setup' | 'unavailable';

export class GoogleFailure extends Error {
  override readonly name = 'GoogleFailure';
  constructor(
    readonly kind: GoogleFailureKind,
    message: string,
  ) {
    super(message);
  }
}

const tokenError = z.object({ error: z.string(), error_description: z.string().optional() });
const apiError = z.object({
  error: z.object({
    message: z.string().optional(),
    status: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});

/** A refusal of Google's token endpoint (RFC 6749 §5.2). `grantRefused`: what a refused code or refresh token means here. */
export function tokenFailure(response: ApiResponse, grantRefused: string): GoogleFailure {
  const error = tokenError.safeParse(response.json).data?.error;
  if (error === 'invalid_grant') return new GoogleFailure('reconnect', grantRefused);
  if (error === 'invalid_client' || error === 'unauthorized_client') return new GoogleFailure('setup', messages.appRefused);
  return statusFailure(response.status);
}

/** A refusal of the Search Console API, in Google's `{ error: { code, message, status, errors, details } }`. */
export function apiFailure(response: ApiResponse): GoogleFailure {
  const error = apiError.safeParse(response.json).data?.error;
  const reasons = new Set([
    ...(error?.errors ?? []).map((item) => item.reason),
    ...(error?.details ?? []).map((item) => item.reason),
    error?.status,
  ]);
  if (response.status === 401) return new GoogleFailure('unauthorized', messages.reconnect);
  if (reasons.has('accessNotConfigured') || reasons.has('SERVICE_DISABLED')) return new GoogleFailure('setup', messages.apiDisabled);
  if (
    reasons.has('rateLimitExceeded') ||
    reasons.has('userRateLimitExceeded') ||
    reasons.has('quotaExceeded') ||
    reasons.has('RATE_LIMIT_EXCEEDED')
  )
    return new GoogleFailure('unavailable', messages.throttled);
  // One scope is asked for: a token without it is no grant at all.
  if (reasons.has('insufficientPermissions') || reasons.has('ACCESS_TOKEN_SCOPE_INSUFFICIENT'))
    return new GoogleFailure('reconnect', messages.reconnect);
  if (response.status === 403) return new GoogleFailure('no-access', messages.noAccess);
  return statusFailure(response.status, error?.message);
}

function statusFailure(status: number, said?: string): GoogleFailure {
  if (status === 429 || status >= 500) return new GoogleFailure('unavailable', status === 429 ? messages.throttled : messages.unavailable);
  // Another 4xx is a request Google will never take: said as Google says it, for the operator's logs and the screen.
  return new GoogleFailure(
    'unavailable',
    said ? `Google Search Console refused the request: ${said.replace(/\.$/, '')}.` : messages.unreadable,
  );
}
