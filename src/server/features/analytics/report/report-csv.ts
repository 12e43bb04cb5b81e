import type { AnalyticsReport, BreakdownRow } from '@/shared/analytics/analytics';
import { type GoalRow, goalLabel } from '@/shared/analytics/goals';
import { csvText } from '@/shared/csv-text';

const header = [
  'Section',
  'Name',
  'Visitors',
  'Page views',
  'Share (%)',
  'Change (%)',
  'Time on page (s)',
  'Bounce rate (%)',
  'Count',
  'Revenue',
  'Currency',
];

type Line = [
  section: string,
  name: string,
  visitors?: number | null,
  pageViews?: number | null,
  share?: number | null,
  change?: number | null,
  timeOnPage?: number | null,
  bounceRate?: number | null,
  count?: number | null,
  revenue?: number | null,
  currency?: string | null,
];

/**
 * The report as one CSV table (Export Report): a section column says what each row is, so a
 * spreadsheet can filter it; the same figures the screen shows, for the same period. A white-label
 * workspace's name heads it (`preparedBy`).
 */
export function reportCsv(report: AnalyticsReport, goals: readonly GoalRow[] | null, preparedBy: string | null = null): string {
  const { kpis, period } = report;
  const breakdown = (section: string, rows: readonly BreakdownRow[]): Line[] => rows.map((row) => [section, row.name, row.visitors]);
  const lines: Line[] = [
    ...(preparedBy ? [['Prepared by', preparedBy] satisfies Line] : []),
    ['Period', `${period.from} to ${period.to}`],
    ['Compared with', `${period.previousFrom} to ${period.previousTo}`],
    ['Total', 'Visitors', kpis.visitors.value, null, null, kpis.visitors.change],
    ['Total', 'Page views', null, kpis.pageViews.value, null, kpis.pageViews.change],
    ['Total', 'Conversions', null, null, null, kpis.conversions.change, null, null, kpis.conversions.value],
    ['Total', 'Revenue', null, null, null, kpis.revenue.change, null, null, null, kpis.revenue.value, kpis.revenue.currency],
    ['Total', 'Bounce rate', null, null, null, null, null, kpis.bounceRate],
    ['Total', 'Visit duration', null, null, null, null, kpis.visitDurationSeconds],
    ...report.series.map((day): Line => ['Day', day.date, day.visitors, day.pageViews]),
    ...report.sources.map((source): Line => ['Traffic source', source.channel, source.visitors, null, source.share, source.change]),
    ...report.pages.map((page): Line => [
      'Page',
      page.path,
      page.visitors,
      page.pageViews,
      null,
      null,
      page.timeOnPageSeconds,
      page.bounceRate,
    ]),
    ...breakdown('Entry page', report.entryPages),
    ...breakdown('Exit page', report.exitPages),
    ...breakdown('Referrer', report.referrers),
    ...breakdown('Campaign', report.campaigns),
    ...breakdown('Browser', report.browsers),
    ...breakdown('Operating system', report.operatingSystems),
    ...breakdown('Device', report.devices),
    ...breakdown('Country', report.countries ?? []),
    ...report.events.map((event): Line => ['Event', event.name, event.visitors, null, null, null, null, null, event.count]),
    ...(goals ?? []).map((goal): Line => [
      'Goal',
      goalLabel(goal),
      goal.conversions,
      null,
      goal.conversionRate,
      null,
      null,
      null,
      null,
      goal.revenue?.amount,
      goal.revenue?.currency,
    ]),
  ];
  return csvText([header, ...lines.map((line) => Array.from({ length: header.length }, (_, index) => line[index] ?? null))], {
    neutraliseFormulas: true,
  });
}
