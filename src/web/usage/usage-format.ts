import type { Limit } from '@/shared/plans';
import type { UsageKey } from '@/shared/user';
import { formatNumber } from '@/shared/number-format';

export const usageLabels: Record<UsageKey, string> = {
  contentGeneration: 'AI content generations',
  socialAccounts: 'Social accounts',
  socialPosts: 'Social posts this month',
  emailContacts: 'Email contacts',
  projects: 'Projects',
  teamMembers: 'Team members',
  storage: 'Storage',
};

const units = ['MB', 'GB', 'TB'] as const;

/** Storage is counted in megabytes; shown in the largest unit that keeps the number at 1 or more. */
export function formatStorage(megabytes: number): string {
  let value = megabytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${formatNumber(rounded)} ${units[unit]}`;
}

export function formatUsageAmount(key: UsageKey, value: number): string {
  return key === 'storage' ? formatStorage(value) : formatNumber(value);
}

/** "12 / 50", "0 MB / 1 GB". */
export function formatUsageOfLimit(key: UsageKey, used: number, limit: Exclude<Limit, 'unlimited'>): string {
  return `${formatUsageAmount(key, used)} / ${formatUsageAmount(key, limit)}`;
}
