import { type UsageKey, usageKeys } from '@/shared/user';

/**
 * The 'Approaching usage limits' banner in the app's frame can be dismissed for a usage period: the
 * calendar month (UTC) the generation allowance counts in (ADR 005). It comes back next period, or
 * when a meter that was not near its limit at the dismissal gets near.
 */
export interface LimitsBannerDismissal {
  period: string;
  keys: UsageKey[];
}

/** "2026-11": the period a dismissal lasts. */
export function usagePeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Per workspace, as each has its own figures. */
export function dismissalStorageKey(workspaceId: string): string {
  return `uplift.usageBannerDismissed.${workspaceId}`;
}

/** What was stored, or none when it is missing or not ours (an older shape, a hand edit). */
export function readDismissal(stored: string | null): LimitsBannerDismissal | null {
  if (!stored) return null;
  try {
    // Checked by hand, not with zod: the frame reads it, and loads no zod (js-budgets.ts, notInFrame).
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { period, keys } = parsed as Partial<Record<keyof LimitsBannerDismissal, unknown>>;
    const known = (key: unknown): key is UsageKey => usageKeys.includes(key as UsageKey);
    return typeof period === 'string' && Array.isArray(keys) && keys.every(known) ? { period, keys } : null;
  } catch {
    return null;
  }
}

/** Whether the banner shows: a meter near its limit that was not dismissed in this period. */
export function showsLimitsBanner(near: readonly UsageKey[], dismissal: LimitsBannerDismissal | null, period: string): boolean {
  const dismissed = dismissal?.period === period ? dismissal.keys : [];
  return near.some((key) => !dismissed.includes(key));
}

/** The dismissal after closing the banner: this period, the meters it warned about added to those dismissed before. */
export function dismissLimitsBanner(
  near: readonly UsageKey[],
  dismissal: LimitsBannerDismissal | null,
  period: string,
): LimitsBannerDismissal {
  const earlier = dismissal?.period === period ? dismissal.keys : [];
  return { period, keys: usageKeys.filter((key) => earlier.includes(key) || near.includes(key)) };
}
