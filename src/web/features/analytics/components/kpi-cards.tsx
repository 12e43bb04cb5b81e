import { DollarSign, Eye, type LucideIcon, Target, Users } from 'lucide-react';
import type { AnalyticsReport, ComparedFigure } from '@/shared/analytics';
import { Card } from '@/web/components/ui/card';
import { describePeriod, formatCount, formatRevenue } from '../format';
import { ChangeFigure } from './change-figure';

interface Kpi {
  label: string;
  icon: LucideIcon;
  figure: ComparedFigure;
  value: string;
}

/** Visitors, Page Views, Conversions and Revenue over the period, each against the period before. */
export function KpiCards({ report }: { report: AnalyticsReport }) {
  const { visitors, pageViews, conversions, revenue } = report.kpis;
  const kpis: Kpi[] = [
    { label: 'Visitors', icon: Users, figure: visitors, value: formatCount(visitors.value) },
    { label: 'Page Views', icon: Eye, figure: pageViews, value: formatCount(pageViews.value) },
    { label: 'Conversions', icon: Target, figure: conversions, value: formatCount(conversions.value) },
    { label: 'Revenue', icon: DollarSign, figure: revenue, value: formatRevenue(revenue.value, revenue.currency) },
  ];
  const period = describePeriod(report.period);
  return (
    <section aria-label="Key figures" className="space-y-3">
      <p className="text-sm text-gray-500">
        <span className="font-medium text-gray-700">{period.current}</span>
        {visitors.previous !== null && <span> · compared with {period.previous}</span>}
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {kpis.map(({ label, icon: Icon, figure, value }) => (
          <Card key={label} data-testid={`kpi-${label.toLowerCase().replace(' ', '-')}`} className="min-w-0 p-4 sm:p-5">
            <div className="flex items-center justify-between gap-2">
              <p className="truncate text-sm font-medium text-gray-600">{label}</p>
              <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 sm:flex">
                <Icon className="size-4" aria-hidden />
              </span>
            </div>
            <p data-testid="kpi-value" className="mt-2 truncate text-2xl font-bold text-gray-900 sm:text-3xl">
              {value}
            </p>
            <div className="mt-1">
              <ChangeFigure change={figure.change} hasEarlierData={figure.previous !== null} />
            </div>
          </Card>
        ))}
      </div>
    </section>
  );
}
