import type { DigitalProduct } from '@/shared/monetization/products';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import type { ConsultingService } from '@/shared/monetization/services';
import type { MonetizationSummary } from '@/shared/monetization/revenue';
import type { TopContentItem } from '@/shared/monetization/suggestions';
import { revenueStreamLabels } from '@/shared/monetization/monetization';
import { toMajorUnits } from '@/shared/money';
import { csvText } from '@/shared/csv-text';

const header = ['Section', 'Name', 'Currency', 'Amount', 'Previous period', 'Change (%)', 'Clicks', 'Conversions', 'Sales', 'Clients'];

type Line = (string | number | null)[];

const amount = (minor: number, currency: string) => toMajorUnits(minor, currency);

/**
 * The Revenue Report (the header's button): the period's money by stream, program, product, service
 * and content as one CSV table, a Section column saying what each row is, the same figures the screen shows.
 */
export function revenueReportCsv(parts: {
  summary: MonetizationSummary;
  programs: readonly AffiliateProgram[];
  products: readonly DigitalProduct[];
  services: readonly ConsultingService[];
  content: readonly TopContentItem[];
}): string {
  const { period } = parts.summary;
  const lines: Line[] = [
    ['Period', `${period.from} to ${period.to}`],
    ['Compared with', `${period.previousFrom} to ${period.previousTo}`],
    ...parts.summary.streams.flatMap(({ stream, totals }) =>
      totals.map((total): Line => [
        'Stream',
        revenueStreamLabels[stream],
        total.currency,
        amount(total.amountMinor, total.currency),
        amount(total.previousMinor, total.currency),
        total.change,
      ]),
    ),
    ...parts.programs.flatMap((program) => {
      const earnings = program.earnings.length > 0 ? program.earnings : [null];
      return earnings.map((earned): Line => [
        'Affiliate program',
        program.name,
        earned?.currency ?? null,
        earned ? amount(earned.amountMinor, earned.currency) : 0,
        null,
        null,
        program.clicks,
        program.conversions,
      ]);
    }),
    ...parts.products.flatMap((product) => {
      const revenue = product.revenue.length > 0 ? product.revenue : [null];
      return revenue.map((earned): Line => [
        'Digital product',
        product.name,
        earned?.currency ?? product.currency,
        earned ? amount(earned.amountMinor, earned.currency) : 0,
        null,
        null,
        null,
        null,
        product.sales,
      ]);
    }),
    ...parts.services.flatMap((service) => {
      const revenue = service.revenue.length > 0 ? service.revenue : [null];
      return revenue.map((earned): Line => [
        'Service',
        service.name,
        earned?.currency ?? service.currency,
        earned ? amount(earned.amountMinor, earned.currency) : 0,
        null,
        null,
        null,
        null,
        null,
        service.activeClients,
      ]);
    }),
    ...parts.content.flatMap((item) => {
      const revenue = item.revenue.length > 0 ? item.revenue : [null];
      return revenue.map((earned): Line => [
        'Content',
        item.title,
        earned?.currency ?? null,
        earned ? amount(earned.amountMinor, earned.currency) : 0,
        null,
        null,
        item.clicks,
        item.conversions,
      ]);
    }),
  ];
  return csvText([header, ...lines.map((line) => Array.from({ length: header.length }, (_, index) => line[index] ?? null))], {
    neutraliseFormulas: true,
  });
}
