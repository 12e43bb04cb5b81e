// Usage against plan limits (core §9, workspaces §4): the meter's state and what it says.
import type { Limit } from './plans';

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

/** The `details` of a 403 PLAN_LIMIT_REACHED answer, from which the client builds its upgrade prompt. */
export interface PlanLimitDetails {
  usageKey: 'contentGeneration' | 'socialAccounts' | 'emailContacts' | 'projects' | 'teamMembers' | 'storage';
  used: number;
  limit: number;
  plan: string;
}
