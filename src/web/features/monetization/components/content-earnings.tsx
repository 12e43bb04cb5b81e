import { DollarSign } from 'lucide-react';
import { Link } from 'react-router';
import type { ContentItemActionProps } from '@/web/lib/web-module';
import { useContentEarnings } from '../api/content-earnings';
import { formatAmounts } from '../monetization-format';
import { formatNumber } from '@/shared/number-format';

/**
 * Under a content item in the Content Engine: the money credited to it in the last 30 days (tracked
 * links followed from it, and sales by visitors who landed on it), from the Monetization Hub.
 */
export function ContentEarnings({ contentId }: ContentItemActionProps) {
  const earnings = useContentEarnings(contentId).data;
  if (!earnings) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-gray-100 p-3 text-sm text-gray-700">
      <DollarSign className="size-4 text-green-700" aria-hidden />
      <span>
        Earned in the last 30 days: <strong className="text-gray-900">{formatAmounts(earnings.revenue)}</strong>
        {' · '}
        {formatNumber(earnings.clicks)} tracked {earnings.clicks === 1 ? 'click' : 'clicks'}
        {' · '}
        {formatNumber(earnings.conversions)} {earnings.conversions === 1 ? 'conversion' : 'conversions'}
      </span>
      <Link to="/monetization" className="text-brand-700 hover:underline">
        Monetization Hub
      </Link>
    </div>
  );
}
