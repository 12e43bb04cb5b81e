import { DollarSign, Info, type LucideIcon, MousePointerClick, MailOpen, Users } from 'lucide-react';
import { emailMessages } from '@/shared/email';
import { Card } from '@/web/components/ui/card';
import { useEmailOverview } from '../api/get-email-overview';
import { formatCount, formatMoney, formatRate } from '../format';
import { useLoadFailure } from '../use-load-failure';

interface Tile {
  label: string;
  icon: LucideIcon;
  value: string | undefined;
  note?: string;
  /** A short caveat under the figure, explained on hover and to screen readers. */
  caveat?: { label: string; explanation: string };
}

/** Total Subscribers, Open Rate, Click Rate and Email Revenue; refreshed while a campaign goes out. */
export function StatTiles({ live }: { live: boolean }) {
  const overview = useEmailOverview({ live });
  useLoadFailure(overview.isError);
  const data = overview.data;
  const tiles: Tile[] = [
    { label: 'Total Subscribers', icon: Users, value: data && formatCount(data.subscribers), note: data && `+${formatCount(data.newThisWeek)} this week` },
    { label: 'Open Rate', icon: MailOpen, value: data && formatRate(data.openRate) },
    { label: 'Click Rate', icon: MousePointerClick, value: data && formatRate(data.clickRate) },
    {
      label: 'Email Revenue',
      icon: DollarSign,
      value: data && formatMoney(data.revenue),
      caveat: data?.revenueEstimated ? { label: emailMessages.revenueIncludesEstimates, explanation: emailMessages.revenueEstimateExplained } : undefined,
    },
  ];
  return (
    <section aria-label="Email figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {tiles.map(({ label, icon: Icon, value, note, caveat }) => (
        <Card key={label} data-testid={`email-stat-${label.toLowerCase().replace(/ /g, '-')}`} className="min-w-0 p-4 sm:p-5">
          <div className="flex items-center justify-between gap-2">
            <p className="truncate text-sm font-medium text-gray-600">{label}</p>
            <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
              <Icon className="size-4" aria-hidden />
            </span>
          </div>
          {value === undefined ? (
            <div className="mt-2 h-8 w-20 animate-pulse rounded bg-gray-100" aria-hidden />
          ) : (
            <p data-testid="email-stat-value" className="mt-2 truncate text-2xl font-bold text-gray-900 sm:text-3xl">
              {value}
            </p>
          )}
          {note && <p className="mt-1 text-sm font-medium text-green-600">{note}</p>}
          {caveat && (
            <p className="mt-1 flex items-center gap-1 text-sm text-gray-500" title={caveat.explanation}>
              <Info className="size-3.5 shrink-0" aria-hidden />
              {caveat.label}
              <span className="sr-only">: {caveat.explanation}</span>
            </p>
          )}
        </Card>
      ))}
    </section>
  );
}
