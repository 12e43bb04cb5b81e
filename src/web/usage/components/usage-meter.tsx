import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { usageMessages } from '@/shared/messages';
import type { Limit } from '@/shared/plans';
import { isFull, usageMeterState, usagePercent } from '@/shared/usage';
import type { UsageKey } from '@/shared/user';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { formatUsageAmount, formatUsageOfLimit, usageLabels } from '../usage-format';

// Green, yellow from 80%, red at or over the limit.
const barColours = { normal: 'bg-green-500', warning: 'bg-yellow-500', limit: 'bg-red-500' } as const;

/** One usage figure against the plan's limit. */
export function UsageMeter({ usageKey, used, limit }: { usageKey: UsageKey; used: number; limit: Limit }) {
  const label = usageLabels[usageKey];
  const state = usageMeterState(used, limit);

  if (limit === 'unlimited' || state === 'unlimited') {
    return (
      <div data-testid={`usage-${usageKey}`} data-state="unlimited" className="rounded-xl border border-green-200 bg-green-50 p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-medium text-gray-900">{label}</p>
          <span className="flex items-center gap-1 text-sm font-semibold text-green-700">
            <CheckCircle2 className="size-4" aria-hidden /> {usageMessages.unlimited}
          </span>
        </div>
        <p className="mt-1 text-sm text-green-800">{formatUsageAmount(usageKey, used)} used</p>
      </div>
    );
  }

  const percent = usagePercent(used, limit);
  const full = isFull(usageKey, used, limit);
  return (
    <div data-testid={`usage-${usageKey}`} data-state={state} className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-gray-900">{label}</p>
        <p className="text-sm text-gray-600">{formatUsageOfLimit(usageKey, used, limit)}</p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-gray-100"
      >
        <div className={cn('h-full rounded-full', full ? 'bg-brand-500' : barColours[state])} style={{ width: `${percent}%` }} />
      </div>
      {state === 'warning' && <p className="mt-2 text-xs text-yellow-700">{usageMessages.approachingLimit}</p>}
      {full ? (
        <p className="mt-2 text-xs text-gray-600">
          {usageKey === 'teamMembers' ? usageMessages.teamMemberLimit : 'All in use.'}{' '}
          <Link to={paths.billing} className="font-medium text-brand-600 hover:underline">
            {usageMessages.upgrade}
          </Link>
        </p>
      ) : (
        state === 'limit' && <p className="mt-2 text-xs text-red-600">{usageMessages.reachedLimit}</p>
      )}
    </div>
  );
}
