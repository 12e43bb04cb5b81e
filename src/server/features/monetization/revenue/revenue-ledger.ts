import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { ReportQuery } from '@/shared/analytics/analytics';
import type { RevenueStream } from '@/shared/monetization/monetization';
import { revenueStreams } from '@/shared/monetization/monetization';
import type {
  CurrencyTotal,
  MonetizationSummary,
  RevenueEntry,
  RevenueEntryPage,
  RevenueSource,
  TrendDay,
} from '@/shared/monetization/revenue';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { daysOf, periodBounds, reportPeriod, revenueEventRows } from '../../analytics';
import { commerceSales } from '../../integrations';
import { monetizationProducts } from '../products/schema';
import { monetizationPrograms } from '../programs/schema';
import { monetizationServices } from '../services/schema';
import { monetizationSettings } from '../settings/schema';
import { countingOf } from '../settings/monetization-settings';
import { monetizationRevenue } from './schema';

export const entriesPageSize = 50;

/** A period's bounds as the queries take them. */
export interface Span {
  start: Date;
  end: Date;
}

/**
 * Every amount the workspace has in a span, as rows alike: its own ledger, its shops' sales and, unless
 * turned off, the revenue its site reported to Analytics (an event naming an order a shop reported is
 * the shop's, counted once).
 */
/**
 * A shop sale's stream: a product of the hub's counts as that product does (an Online Course as Course
 * Sales), anything else in the stream chosen for its shop, Digital Products until one is chosen.
 */
const storeStream = sql`coalesce(
  case when product.type = 'Online Course' then 'courses' when product.id is not null then 'products' end,
  settings.store_streams ->> sale.connection_id::text,
  'products')`;

function ledgerRows(workspaceId: string, span: Span, analyticsRevenue: boolean) {
  const within = sql`occurred_at >= ${span.start.toISOString()} and occurred_at < ${span.end.toISOString()}`;
  const reported = analyticsRevenue
    ? sql`
    union all
    select 'products', reported.currency, reported.occurred_at, reported.amount_minor from (${revenueEventRows(workspaceId, span)}) as reported
      where reported.order_id is null
        or not exists (select 1 from ${commerceSales} as sale where sale.workspace_id = ${workspaceId} and sale.external_id = reported.order_id)`
    : sql``;
  return sql`
    select stream, currency, occurred_at, amount_minor from ${monetizationRevenue} where workspace_id = ${workspaceId} and ${within}
    union all
    select ${storeStream}, sale.currency, sale.occurred_at, sale.amount_minor from ${commerceSales} as sale
      left join ${monetizationProducts} as product on product.id::text = sale.product_ref and product.workspace_id = sale.workspace_id
      left join ${monetizationSettings} as settings on settings.workspace_id = sale.workspace_id
      where sale.workspace_id = ${workspaceId} and sale.occurred_at >= ${span.start.toISOString()} and sale.occurred_at < ${span.end.toISOString()}
    ${reported}`;
}

export function percentChange(current: number, previous: number): number | null {
  return previous === 0 ? null : Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

const emptyDay = (day: string): TrendDay => ({ day, affiliate: 0, products: 0, services: 0, courses: 0 });

/**
 * The one reader of the Monetization Hub's money (ADR 031): its own rows and the shops' sales,
 * summed in the database by stream, currency and day, never added across currencies.
 */
export class RevenueLedger {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  spanOf(query: ReportQuery): Span & { from: string; to: string } {
    const period = reportPeriod(query, this.now());
    return { ...periodBounds(period.from, period.to), from: period.from, to: period.to };
  }

  async summary(workspaceId: string, query: ReportQuery): Promise<MonetizationSummary> {
    const period = reportPeriod(query, this.now());
    const current = periodBounds(period.from, period.to);
    const previous = periodBounds(period.previousFrom, period.previousTo);
    const { analyticsRevenue } = await countingOf(this.db, workspaceId);
    const rows = rowsOf<{ stream: RevenueStream; currency: string; day: string; amount: string }>(
      await this.db.execute(sql`
        select stream, upper(currency) as currency, to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(amount_minor)::text as amount
        from (${ledgerRows(workspaceId, { start: previous.start, end: current.end }, analyticsRevenue)}) as ledger
        group by 1, 2, 3`),
    );

    const sums = new Map<string, { current: number; previous: number }>();
    const trends = new Map<string, Map<string, TrendDay>>();
    for (const row of rows) {
      const amount = Number(row.amount);
      const inCurrent = row.day >= period.from;
      const key = `${row.stream} ${row.currency}`;
      const sum = sums.get(key) ?? { current: 0, previous: 0 };
      if (inCurrent) sum.current += amount;
      else sum.previous += amount;
      sums.set(key, sum);
      if (!inCurrent) continue;
      let days = trends.get(row.currency);
      if (!days) trends.set(row.currency, (days = new Map()));
      const day = days.get(row.day) ?? emptyDay(row.day);
      day[row.stream] += amount;
      days.set(row.day, day);
    }

    const streams = revenueStreams.map((stream) => {
      const totals: CurrencyTotal[] = [];
      for (const [key, sum] of sums) {
        const [of, currency] = key.split(' ') as [RevenueStream, string];
        if (of !== stream) continue;
        totals.push({ currency, amountMinor: sum.current, previousMinor: sum.previous, change: percentChange(sum.current, sum.previous) });
      }
      return { stream, totals: totals.sort((a, b) => b.amountMinor - a.amountMinor || a.currency.localeCompare(b.currency)) };
    });
    const currencyTotal = (days: Map<string, TrendDay>) =>
      [...days.values()].reduce((total, day) => total + day.affiliate + day.products + day.services + day.courses, 0);
    const ordered = [...trends].sort(([, a], [, b]) => currencyTotal(b) - currencyTotal(a));
    return {
      period,
      streams,
      trends: ordered.map(([currency, days]) => ({
        currency,
        days: daysOf(period.from, period.to).map((day) => days.get(day) ?? emptyDay(day)),
      })),
    };
  }

  /** The ledger's rows, newest first, with what they were recorded against. */
  async entries(workspaceId: string, page: number): Promise<RevenueEntryPage> {
    const offset = (page - 1) * entriesPageSize;
    const rows = rowsOf<{
      id: string;
      source: RevenueSource;
      stream: RevenueStream;
      amount_minor: string;
      currency: string;
      occurred_at: string | Date;
      notes: string;
      program_id: string | null;
      program_name: string | null;
      product_id: string | null;
      product_name: string | null;
      service_id: string | null;
      service_name: string | null;
    }>(
      await this.db.execute(sql`
        select entry.*, program.name as program_name, product.name as product_name, service.name as service_name
        from (
          select id, source, stream, amount_minor, currency, occurred_at, notes, program_id, product_id, service_id, created_at
            from ${monetizationRevenue} where workspace_id = ${workspaceId}
          union all
          select sale.id, 'store', ${storeStream}, sale.amount_minor, sale.currency, sale.occurred_at, sale.provider, null, product.id, null, sale.recorded_at
            from ${commerceSales} as sale
            left join ${monetizationProducts} as product on product.id::text = sale.product_ref and product.workspace_id = sale.workspace_id
            left join ${monetizationSettings} as settings on settings.workspace_id = sale.workspace_id
            where sale.workspace_id = ${workspaceId}
        ) as entry
        left join ${monetizationPrograms} as program on program.id = entry.program_id
        left join ${monetizationProducts} as product on product.id = entry.product_id
        left join ${monetizationServices} as service on service.id = entry.service_id
        order by entry.occurred_at desc, entry.created_at desc, entry.id
        limit ${entriesPageSize} offset ${offset}`),
    );
    const [own] = await this.db
      .select({ total: count() })
      .from(monetizationRevenue)
      .where(eq(monetizationRevenue.workspaceId, workspaceId));
    const [store] = await this.db.select({ total: count() }).from(commerceSales).where(eq(commerceSales.workspaceId, workspaceId));
    return {
      entries: rows.map(toEntry),
      total: own!.total + store!.total,
      page,
      pageSize: entriesPageSize,
    };
  }

  /** One entry, as the list shows it, after it was recorded. */
  async entry(workspaceId: string, id: string): Promise<RevenueEntry | null> {
    const [row] = await this.db
      .select({
        id: monetizationRevenue.id,
        source: monetizationRevenue.source,
        stream: monetizationRevenue.stream,
        amount_minor: monetizationRevenue.amountMinor,
        currency: monetizationRevenue.currency,
        occurred_at: monetizationRevenue.occurredAt,
        notes: monetizationRevenue.notes,
        program_id: monetizationRevenue.programId,
        program_name: monetizationPrograms.name,
        product_id: monetizationRevenue.productId,
        product_name: monetizationProducts.name,
        service_id: monetizationRevenue.serviceId,
        service_name: monetizationServices.name,
      })
      .from(monetizationRevenue)
      .leftJoin(monetizationPrograms, eq(monetizationPrograms.id, monetizationRevenue.programId))
      .leftJoin(monetizationProducts, eq(monetizationProducts.id, monetizationRevenue.productId))
      .leftJoin(monetizationServices, eq(monetizationServices.id, monetizationRevenue.serviceId))
      .where(and(eq(monetizationRevenue.workspaceId, workspaceId), eq(monetizationRevenue.id, id)))
      .orderBy(desc(monetizationRevenue.occurredAt));
    return row ? toEntry(row) : null;
  }
}

function toEntry(row: {
  id: string;
  source: RevenueSource;
  stream: RevenueStream;
  amount_minor: string | number;
  currency: string;
  occurred_at: string | Date;
  notes: string;
  program_id: string | null;
  program_name: string | null;
  product_id: string | null;
  product_name: string | null;
  service_id: string | null;
  service_name: string | null;
}): RevenueEntry {
  const against =
    row.program_id && row.program_name
      ? { kind: 'program' as const, id: row.program_id, name: row.program_name }
      : row.product_id && row.product_name
        ? { kind: 'product' as const, id: row.product_id, name: row.product_name }
        : row.service_id && row.service_name
          ? { kind: 'service' as const, id: row.service_id, name: row.service_name }
          : null;
  return {
    id: row.id,
    source: row.source,
    stream: row.stream,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    occurredAt: new Date(row.occurred_at).toISOString(),
    notes: row.notes,
    against,
    deletable: row.source === 'manual' || row.source === 'csv',
  };
}
