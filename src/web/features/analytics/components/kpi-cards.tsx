import { DollarSign, Eye, Target, Users } from 'lucide-react';
import type { AnalyticsReport, ComparedFigure } from '@/shared/analytics/analytics';
import { type StatTile, StatTiles } from '@/web/components/stat-tiles';
import { describePeriod, formatCount, formatRevenue } from '../format';
import { ChangeFigure } from './change-figure';

/** Visitors, Page Views, Conversions and Revenue over the period, each against the period before. */
export function KpiCards({ report }: { report: AnalyticsReport }) {
  const { visitors, pageViews, conversions, revenue } = report.kpis;
  const change = (figure: ComparedFigure) => <ChangeFigure change={figure.change} hasEarlierData={figure.previous !== null} />;
  const kpis: StatTile[] = [
    { id: 'visitors', label: 'Visitors', icon: Users, value: formatCount(visitors.value), note: change(visitors) },
    { id: 'page-views', label: 'Page Views', icon: Eye, value: formatCount(pageViews.value), note: change(pageViews) },
    { id: 'conversions', label: 'Conversions', icon: Target, value: formatCount(conversions.value), note: change(conversions) },
    { id: 'revenue', label: 'Revenue', icon: DollarSign, value: formatRevenue(revenue.value, revenue.currency), note: change(revenue) },
  ];
  const period = describePeriod(report.period);
  return (
    <section aria-label="Key figures" className="space-y-3">
      <p className="text-sm text-gray-500">
        <span className="font-medium text-gray-700">{period.current}</span>
        {visitors.previous !== null && <span> · compared with {period.previous}</span>}
      </p>
      <StatTiles testIdPrefix="kpi" tiles={kpis} />
    </section>
  );
}
