import { type AnalyticsReport, analyticsMessages } from '@/shared/analytics/analytics';
import { countryName, formatCount } from '../format';
import { BreakdownCard } from './breakdown-card';

const withFirstVisit = 'Shows with the first visit in this period.';

/** Where visits began and ended, where they came from, and what they were made with. */
export function BreakdownsSection({ report }: { report: AnalyticsReport }) {
  return (
    <section aria-label="Visit details" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <BreakdownCard title="Entry pages" rows={report.entryPages} emptyHint="The first page of each visit shows here." />
      <BreakdownCard title="Exit pages" rows={report.exitPages} emptyHint="The last page of each visit shows here." />
      <BreakdownCard title="Referrers" rows={report.referrers} emptyHint="Sites that send you visitors show here once one does." />
      <BreakdownCard title="UTM campaigns" rows={report.campaigns} emptyHint="Links tagged with utm_campaign show here." />
      <BreakdownCard
        title="Custom events"
        rows={report.events}
        emptyHint="Events your site sends, such as uplift('Signup'), show here with how often they happened."
        figure={(event) => event.count}
        className="sm:col-span-2 lg:col-span-1"
        describe={(event) => `${event.name}: ${formatCount(event.count)} times by ${formatCount(event.visitors)} visitors`}
      />
      <BreakdownCard title="Browsers" rows={report.browsers} emptyHint={withFirstVisit} />
      <BreakdownCard title="Operating systems" rows={report.operatingSystems} emptyHint={withFirstVisit} />
      <BreakdownCard title="Devices" rows={report.devices} emptyHint={withFirstVisit} />
      <BreakdownCard
        title="Countries"
        rows={report.countries?.map((row) => ({ ...row, name: countryName(row.name) })) ?? null}
        emptyHint={report.countries === null ? analyticsMessages.noCountries : withFirstVisit}
      />
    </section>
  );
}
