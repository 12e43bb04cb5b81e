import { lazy } from 'react';
import { type SocialAnalytics, socialNetworkLabels } from '@/shared/social/social';
import { LazyChart } from '@/web/components/lazy-chart';
import { figureTiles, seriesSummary } from '../analytics-figures';
import { accountName } from '../post-format';
import { NetworkMark } from './network-mark';

const AccountSeriesChart = lazy(async () => ({ default: (await import('./account-series-chart')).AccountSeriesChart }));

/** One account's figures over the period, and its likes, comments and shares day by day. */
export function AccountFiguresRow({ account }: { account: SocialAnalytics['accounts'][number] }) {
  const label = socialNetworkLabels[account.network];
  return (
    <li className="grid gap-4 py-4 first:pt-0 last:pb-0 lg:grid-cols-2 lg:items-center" data-testid="social-account-figures">
      <div className="min-w-0 space-y-3">
        <div className="flex items-center gap-2">
          <NetworkMark network={account.network} className="size-7 text-xs" />
          <p className="min-w-0 truncate text-sm">
            <span className="font-medium text-gray-900">{label}</span> <span className="text-gray-600">{accountName(account)}</span>
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-x-3 gap-y-2 sm:grid-cols-5">
          {figureTiles(account).map((tile) => (
            <div key={tile.key} className="min-w-0">
              <dt className="truncate text-xs text-gray-500">{tile.label}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums" title={tile.hint ?? undefined}>
                {tile.value}
                {tile.hint && <span className="sr-only"> ({tile.hint})</span>}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="h-36" role="img" aria-label={`${label} ${accountName(account)}: ${seriesSummary(account.series)}`}>
        {account.series.length === 0 ? (
          <p aria-hidden className="flex h-full items-center justify-center rounded-lg bg-gray-50 px-4 text-center text-sm text-gray-500">
            No figures synced in this period yet
          </p>
        ) : (
          <LazyChart>
            <AccountSeriesChart series={account.series} />
          </LazyChart>
        )}
      </div>
    </li>
  );
}
