import { useState } from 'react';
import { needsAttention } from '@/shared/usage';
import type { UsageKey } from '@/shared/user';
import { useUser } from '@/web/lib/auth';
import { dismissLimitsBanner, dismissalStorageKey, readDismissal, showsLimitsBanner, usagePeriod } from '../limits-banner-dismissal';
import { UsageLimitsBanner } from './usage-limits-banner';

/**
 * 'Approaching usage limits' in the app's frame, for the meters the open screen draws on (its
 * module's `meters`): all of them on the dashboard, the generations on the Content Engine, and so on.
 * Closing it lasts for the usage period (limits-banner-dismissal.ts).
 */
export function FrameLimitsBanner({ meters }: { meters: readonly UsageKey[] }) {
  const { data: user } = useUser();
  // localStorage is read on every render; this only makes closing the banner render again.
  const [, setDismissals] = useState(0);
  if (!user) return null;
  const near = meters.filter((key) => needsAttention(key, user.usage[key], user.limits[key]));
  const storageKey = dismissalStorageKey(user.workspace.id);
  const period = usagePeriod(new Date());
  const dismissal = readDismissal(localStorage.getItem(storageKey));
  if (!showsLimitsBanner(near, dismissal, period)) return null;

  function dismiss() {
    localStorage.setItem(storageKey, JSON.stringify(dismissLimitsBanner(near, dismissal, period)));
    setDismissals((count) => count + 1);
  }
  return (
    <div data-testid="frame-limits-banner" className="mb-6">
      <UsageLimitsBanner nearLimit={near} onDismiss={dismiss} />
    </div>
  );
}
