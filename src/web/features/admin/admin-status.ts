// Colours of the admin panel's states (content's own colours; the rest follow the same traffic lights).
import type { AdminStatusCheck, AdminUserStatus } from '@/shared/admin/admin';
import type { ApiKeySource } from '@/shared/api-keys';

export type Tone = 'green' | 'yellow' | 'red' | 'gray' | 'brand';

/** The dot beside a System Status row: ok green, warning amber, error red. */
export const statusDotClass: Record<AdminStatusCheck['state'], string> = {
  ok: 'bg-green-500',
  warning: 'bg-amber-500',
  error: 'bg-red-500',
};

/** Content status: published green, scheduled yellow, anything else grey. */
export function contentStatusTone(status: string): Tone {
  if (status === 'published') return 'green';
  if (status === 'scheduled') return 'yellow';
  return 'gray';
}

/** Amber is drawn with the badge's yellow tone plus amber classes, so it differs from 'scheduled'. */
export const userStatusBadge: Record<AdminUserStatus, { tone: Tone; className?: string }> = {
  Active: { tone: 'green' },
  Banned: { tone: 'red' },
  Unverified: { tone: 'yellow', className: 'bg-amber-100 text-amber-800' },
};

export const keySourceBadge: Record<ApiKeySource, { label: string; tone: Tone }> = {
  stored: { label: 'Stored', tone: 'green' },
  environment: { label: 'From environment', tone: 'brand' },
  unset: { label: 'Not set', tone: 'gray' },
};
