import { errorCodes } from '@/shared/error-codes';
import type { Limit } from '@/shared/plans';
import { ApiError } from '@/web/lib/api-client';

export interface ContentLimitState {
  used: number;
  limit: number;
}

/** The month's generations against a numeric limit, when used up; null while generation is allowed. */
export function reachedContentLimit(used: number | undefined, limit: Limit | undefined): ContentLimitState | null {
  if (used === undefined || limit === undefined || limit === 'unlimited') return null;
  return used >= limit ? { used, limit } : null;
}

/** The figures of a 403 PLAN_LIMIT_REACHED for content generation; null for any other failure. */
export function contentLimitFromError(error: unknown): ContentLimitState | null {
  if (!(error instanceof ApiError) || error.code !== errorCodes.PLAN_LIMIT_REACHED) return null;
  const { used, limit } = error.details ?? {};
  return typeof used === 'number' && typeof limit === 'number' ? { used, limit } : null;
}
