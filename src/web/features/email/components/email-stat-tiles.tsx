import { DollarSign, Info, MousePointerClick, MailOpen, Users } from 'lucide-react';
import { emailMessages } from '@/shared/email/email';
import { type StatTile, StatTiles } from '@/web/components/stat-tiles';
import { useEmailOverview } from '../api/get-email-overview';
import { formatCount, formatMoney, formatRate } from '../format';
import { useLoadFailure } from '../use-load-failure';

/** Total Subscribers, Open Rate, Click Rate and Email Revenue; refreshed while a campaign goes out. */
export function EmailStatTiles({ live }: { live: boolean }) {
  const overview = useEmailOverview({ live });
  useLoadFailure(overview.isError);
  const data = overview.data;
  const tiles: StatTile[] = [
    {
      id: 'total-subscribers',
      label: 'Total Subscribers',
      icon: Users,
      value: data && formatCount(data.subscribers),
      note: data && <span className="text-sm font-medium text-green-700">{`+${formatCount(data.newThisWeek)} this week`}</span>,
    },
    { id: 'open-rate', label: 'Open Rate', icon: MailOpen, value: data && formatRate(data.openRate) },
    { id: 'click-rate', label: 'Click Rate', icon: MousePointerClick, value: data && formatRate(data.clickRate) },
    {
      id: 'email-revenue',
      label: 'Email Revenue',
      icon: DollarSign,
      value: data && formatMoney(data.revenue),
      note: data?.revenueEstimated && <RevenueCaveat />,
    },
  ];
  return <StatTiles label="Email figures" testIdPrefix="email-stat" tiles={tiles} />;
}

/** A short caveat under the revenue, explained on hover and to screen readers. */
function RevenueCaveat() {
  return (
    <p className="flex items-center gap-1 text-sm text-gray-500" title={emailMessages.revenueEstimateExplained}>
      <Info className="size-3.5 shrink-0" aria-hidden />
      {emailMessages.revenueIncludesEstimates}
      <span className="sr-only">: {emailMessages.revenueEstimateExplained}</span>
    </p>
  );
}
