// Usage against plan limits: the meter's state and what it says.
import type { Limit } from './plans';
import type { UsageKey } from './user';

export const usageWarningThreshold = 0.8;

export type UsageMeterState = 'unlimited' | 'normal' | 'warning' | 'limit';

/** Normal below 80%, warning at 80% or more, limit reached at 100% or more. */
export function usageMeterState(used: number, limit: Limit): UsageMeterState {
  if (limit === 'unlimited') return 'unlimited';
  if (limit <= 0 || used >= limit) return 'limit';
  return used / limit >= usageWarningThreshold ? 'warning' : 'normal';
}

/** The share of the limit used, 0–100, for the meter's bar. */
export function usagePercent(used: number, limit: Limit): number {
  if (limit === 'unlimited') return 0;
  if (limit <= 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** A numeric limit is reached when usage is no longer strictly below it. */
export function isOverLimit(used: number, limit: Limit): boolean {
  return limit !== 'unlimited' && used >= limit;
}

/**
 * Seats rather than consumption: a workspace at exactly its limit is full, which is normal (a solo owner
 * fills starter's one seat), and only adding another is refused. Over the limit (after a downgrade) is
 * a problem like any other.
 */
const capacityKeys: readonly string[] = ['teamMembers', 'projects'];

export function isFull(key: string, used: number, limit: Limit): boolean {
  return capacityKeys.includes(key) && limit !== 'unlimited' && used === limit;
}

/** Whether a figure belongs in the 'Approaching usage limits' banner. */
export function needsAttention(key: string, used: number, limit: Limit): boolean {
  const state = usageMeterState(used, limit);
  return (state === 'warning' || state === 'limit') && !isFull(key, used, limit);
}

/** The `details` of a 403 PLAN_LIMIT_REACHED answer, from which the client builds its upgrade prompt. */
export interface PlanLimitDetails {
  usageKey: UsageKey;
  used: number;
  limit: number;
  plan: string;
}
