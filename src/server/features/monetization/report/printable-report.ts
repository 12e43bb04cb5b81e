import type { DigitalProduct } from '@/shared/monetization/products';
import type { AffiliateProgram } from '@/shared/monetization/programs';
import type { ConsultingService } from '@/shared/monetization/services';
import type { MonetizationSummary } from '@/shared/monetization/revenue';
import type { TopContentItem } from '@/shared/monetization/suggestions';
import { revenueStreamLabels } from '@/shared/monetization/monetization';
import { formatAmount } from '@/shared/monetization/price';
import { type Presentation, madeWithLine } from '@/shared/branding';
import { brandHeader, footerLine } from '../../../branding/brand-html';
import { escapeHtml } from '../../../lib/escape-html';

type Money = { currency: string; amountMinor: number };

const amounts = (money: readonly Money[]) =>
  money.length === 0 ? '—' : money.map((entry) => formatAmount(entry.amountMinor, entry.currency)).join(' · ');
const cells = (values: readonly (string | number)[], tag = 'td') =>
  `<tr>${values.map((value) => `<${tag}>${escapeHtml(String(value))}</${tag}>`).join('')}</tr>`;
const table = (heading: string, head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  `<h2>${escapeHtml(heading)}</h2>${
    rows.length === 0
      ? '<p class="none">None in this period.</p>'
      : `<table><thead>${cells(head, 'th')}</thead><tbody>${rows.map((row) => cells(row)).join('')}</tbody></table>`
  }`;

/**
 * The Revenue Report as a page to print or save as PDF: the period's money by stream, program,
 * product, service and content, the figures the screen shows. Plain server-made HTML, no script.
 * A white-label workspace's name, logo and colours head it instead of Uplift's mark (ADR 040).
 */
export function printableRevenueReport(parts: {
  workspaceName: string;
  presentation: Presentation;
  summary: MonetizationSummary;
  programs: readonly AffiliateProgram[];
  products: readonly DigitalProduct[];
  services: readonly ConsultingService[];
  content: readonly TopContentItem[];
}): string {
  const { period } = parts.summary;
  const title = `Revenue report: ${period.from} to ${period.to}`;
  const streamRows = parts.summary.streams.flatMap(({ stream, totals }) =>
    totals.length === 0
      ? [[revenueStreamLabels[stream], '—', '—', '—']]
      : totals.map((total) => [
          revenueStreamLabels[stream],
          formatAmount(total.amountMinor, total.currency),
          formatAmount(total.previousMinor, total.currency),
          total.change === null ? '—' : `${total.change > 0 ? '+' : ''}${total.change}%`,
        ]),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#18181b;max-width:900px;margin:32px auto;padding:0 24px}
h1{font-size:24px;margin:0}h2{font-size:17px;margin:28px 0 8px}.meta{color:#52525b;margin:4px 0 0}
table{width:100%;border-collapse:collapse;font-size:14px}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e4e4e7}
th{color:#52525b;font-weight:600}td:not(:first-child),th:not(:first-child){text-align:right}.none{color:#71717a}
.hint{color:#71717a;font-size:13px}@media print{.hint{display:none}body{margin:0}}</style></head>
<body>${brandHeader(parts.presentation)}<h1>${escapeHtml(parts.presentation.branded ? parts.presentation.name : parts.workspaceName)}: revenue report</h1>
<p class="meta">${escapeHtml(period.from)} to ${escapeHtml(period.to)}, compared with ${escapeHtml(period.previousFrom)} to ${escapeHtml(period.previousTo)}. Amounts are never added across currencies.</p>
<p class="hint">Print this page, or save it as a PDF, from your browser’s menu.</p>
${table('By stream', ['Stream', 'This period', 'Period before', 'Change'], streamRows)}
${table(
  'Affiliate programs',
  ['Program', 'Clicks', 'Conversions', 'Earnings'],
  parts.programs.map((program) => [program.name, program.clicks, program.conversions, amounts(program.earnings)]),
)}
${table(
  'Digital products',
  ['Product', 'Type', 'Sales', 'Revenue'],
  parts.products.map((product) => [product.name, product.type, product.sales, amounts(product.revenue)]),
)}
${table(
  'Services',
  ['Service', 'Type', 'Current clients', 'Revenue'],
  parts.services.map((service) => [service.name, service.type, service.activeClients, amounts(service.revenue)]),
)}
${table(
  'Top-earning content',
  ['Content', 'Clicks', 'Conversions', 'Revenue'],
  parts.content.map((item) => [item.title, item.clicks, item.conversions, amounts(item.revenue)]),
)}
${footerLine(madeWithLine(parts.presentation))}
</body></html>`;
}
