import { errorCodes } from '@/shared/error-codes';
import type { PlanLimitDetails } from '@/shared/usage';
import { usageKeys } from '@/shared/user';
import { ApiError } from '@/web/lib/api-client';

/** The facts of a 403 PLAN_LIMIT_REACHED answer, for an upgrade prompt; null for any other failure. */
export function planLimitDetails(error: unknown): PlanLimitDetails | null {
  if (!(error instanceof ApiError) || error.code !== errorCodes.PLAN_LIMIT_REACHED || !error.details) return null;
  const { usageKey, used, limit, plan } = error.details;
  if (!(usageKeys as readonly unknown[]).includes(usageKey)) return null;
  if (typeof used !== 'number' || typeof limit !== 'number' || typeof plan !== 'string') return null;
  return { usageKey: usageKey as PlanLimitDetails['usageKey'], used, limit, plan };
}
