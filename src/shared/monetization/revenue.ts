// The Monetization Hub's ledger (ADR 031): what the summary cards and the trend read, and revenue
// recorded by hand or from a CSV file. Amounts are whole minor units with their currency, never
// added across currencies.
import { z } from 'zod';
import { calendarDay } from '../dates';
import { type RevenueStream, revenueStreams } from './monetization';
import { currencySchema, maxMajorAmount, parsePrice } from './price';
import { formatNumber } from '@/shared/number-format';

/** One currency's sum in a period and in the period of the same length before it. */
export interface CurrencyTotal {
  currency: string;
  amountMinor: number;
  previousMinor: number;
  /** Percent change against the previous period, one decimal; null ('—') when the previous was 0. */
  change: number | null;
}

export interface StreamTotals {
  stream: RevenueStream;
  /** Largest first; empty when the stream has no revenue in either period ('—'). */
  totals: CurrencyTotal[];
}

export interface TrendDay {
  day: string;
  affiliate: number;
  products: number;
  services: number;
  courses: number;
}

/** GET /api/monetization/summary?range|from&to: the cards and the trend. */
export interface MonetizationSummary {
  period: { from: string; to: string; previousFrom: string; previousTo: string };
  streams: StreamTotals[];
  /** Each currency's days, the currency with the largest total first; empty when there is no revenue. */
  trends: { currency: string; days: TrendDay[] }[];
}

export const revenueSources = ['manual', 'csv', 'postback', 'store'] as const;
export type RevenueSource = (typeof revenueSources)[number];

export const revenueSourceLabels: Record<RevenueSource, string> = {
  manual: 'Entered by hand',
  csv: 'CSV import',
  postback: 'Affiliate postback',
  store: 'Store sale',
};

/** One row of the ledger as the Revenue entries list shows it. */
export interface RevenueEntry {
  id: string;
  source: RevenueSource;
  stream: RevenueStream;
  amountMinor: number;
  currency: string;
  occurredAt: string;
  notes: string;
  /** What it was recorded against, by name. */
  against: { kind: 'program' | 'product' | 'service'; id: string; name: string } | null;
  /** Rows entered by hand or imported may be deleted; postbacks and store sales are corrected at their source. */
  deletable: boolean;
}

export interface RevenueEntryPage {
  entries: RevenueEntry[];
  total: number;
  page: number;
  pageSize: number;
}

export const revenueEntriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const amountText = z
  .string()
  .trim()
  .min(1, 'Enter an amount')
  .max(40)
  .refine((value) => /^-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\d+(\.\d+)?$/.test(value), 'Enter an amount such as 49.00 (negative for a refund)');

/** POST /api/monetization/revenue: one amount entered by hand; a negative amount is a refund. */
export const revenueInputSchema = z
  .strictObject({
    amount: amountText,
    currency: currencySchema,
    date: calendarDay('Enter a valid date'),
    stream: z.enum(revenueStreams),
    notes: z.string().trim().max(500, 'At most 500 characters').default(''),
    programId: z.uuid().nullable().optional(),
    productId: z.uuid().nullable().optional(),
    serviceId: z.uuid().nullable().optional(),
  })
  .transform((input, context) => {
    const money = parsePrice(input.amount, input.currency, { allowNegative: true });
    if (!money || money.amountMinor === 0) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `Enter a non-zero amount of at most ${formatNumber(maxMajorAmount)} in ${input.currency}`,
      });
      return z.NEVER;
    }
    return { ...input, ...money };
  });
export type RevenueInput = z.input<typeof revenueInputSchema>;

/** POST /api/monetization/revenue/import: a CSV file's text (date, amount, currency, stream, notes; id optional). */
export const revenueImportSchema = z.strictObject({
  csv: z.string().min(1, 'Choose a CSV file').max(2_000_000, 'The file is larger than 2 MB'),
});

export interface RevenueImportResult {
  /** Rows recorded now. */
  added: number;
  /** Rows already recorded by an earlier import of the same rows. */
  duplicates: number;
  /** Rows that could not be read, with their line and why (the first 20). */
  rejected: { line: number; reason: string }[];
}

/** The CSV's columns, as the import dialog lists them. */
export const revenueCsvColumns = ['date', 'amount', 'currency', 'stream', 'notes', 'id'] as const;

/** The stream a CSV cell names, by id or label ("Course Sales", "courses"); null when none. */
export function streamNamed(cell: string): RevenueStream | null {
  const wanted = cell.trim().toLowerCase();
  for (const stream of revenueStreams) {
    if (stream === wanted) return stream;
  }
  const byLabel: Record<string, RevenueStream> = {
    'affiliate commissions': 'affiliate',
    affiliate: 'affiliate',
    'digital products': 'products',
    'digital product': 'products',
    product: 'products',
    'consulting services': 'services',
    consulting: 'services',
    service: 'services',
    'course sales': 'courses',
    course: 'courses',
  };
  return byLabel[wanted] ?? null;
}

/** PUT /api/monetization/settings: how the workspace's money is counted. */
export const monetizationSettingsSchema = z.strictObject({
  /** Revenue the site reports to Analytics (events with revenue) counts as Digital Products. */
  analyticsRevenue: z.boolean(),
  /** The stream each shop's sales count in, by its connection id; a sale for a product of the hub counts as that product does. */
  storeStreams: z.record(z.uuid(), z.enum(revenueStreams)).optional(),
});
export type MonetizationSettingsInput = z.infer<typeof monetizationSettingsSchema>;

export interface MonetizationSettings {
  analyticsRevenue: boolean;
  storeStreams: Record<string, RevenueStream>;
  /** The workspace's shops in Integrations, for choosing their streams. */
  stores: { id: string; name: string }[];
}
