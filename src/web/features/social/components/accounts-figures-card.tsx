import type { SocialAnalytics } from '@/shared/social/social';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';
import { cn } from '@/web/lib/cn';
import { AccountFiguresRow } from './account-figures-row';

const legend = [
  { label: 'Likes', color: 'bg-indigo-600' },
  { label: 'Comments', color: 'bg-sky-400' },
  { label: 'Shares', color: 'bg-amber-500' },
] as const;

/** Each account's figures over the period, with a chart of its days. */
export function AccountsFiguresCard({ accounts }: { accounts: SocialAnalytics['accounts'] }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle>By account</CardTitle>
          <p className="text-sm text-gray-600">Each day’s figures are the totals synced that day for the account’s posts.</p>
        </div>
        <div aria-hidden className="flex gap-4 text-xs text-gray-600">
          {legend.map((item) => (
            <span key={item.label} className="inline-flex items-center gap-1.5">
              <span className={cn('size-2.5 rounded-sm', item.color)} />
              {item.label}
            </span>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {accounts.length === 0 ? (
          <p className="py-4 text-center text-sm text-gray-600">Connect an account to see its figures here.</p>
        ) : (
          <ul className="divide-y divide-gray-100">
            {accounts.map((account) => (
              <AccountFiguresRow key={account.accountId} account={account} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
