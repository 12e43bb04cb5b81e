import { needsAttention } from '@/shared/usage';
import { usageKeys } from '@/shared/user';
import { Spinner } from '@/web/components/ui/spinner';
import { useUser } from '@/web/lib/auth';
import { UsageLimitsBanner } from './usage-limits-banner';
import { UsageMeter } from './usage-meter';

/** The workspace's usage figures against its plan, with the banner when any is near its limit. */
export function UsageOverview() {
  const { data: user } = useUser();
  if (!user) return <Spinner />;
  const nearLimit = usageKeys.filter((key) => needsAttention(key, user.usage[key], user.limits[key]));
  return (
    <div className="space-y-4">
      <UsageLimitsBanner nearLimit={nearLimit} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {usageKeys.map((key) => (
          <UsageMeter key={key} usageKey={key} used={user.usage[key]} limit={user.limits[key]} />
        ))}
      </div>
    </div>
  );
}
