import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { AreaMetric, MetricSpan } from '../../lib/area-metric';
import type { Database } from '../../db/database';
import type { RevenueLedger } from './revenue/revenue-ledger';
import { monetizationRevenue } from './revenue/schema';

async function conversions(db: Database, workspaceId: string, span: MetricSpan): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(monetizationRevenue)
    .where(
      and(
        eq(monetizationRevenue.workspaceId, workspaceId),
        gt(monetizationRevenue.amountMinor, 0),
        gte(monetizationRevenue.occurredAt, span.start),
        lt(monetizationRevenue.occurredAt, span.end),
      ),
    );
  return Number(row?.value ?? 0);
}

/** The Monetization Hub's figures for custom dashboards (ADR 039), read from its one ledger. */
export function monetizationMetrics(ledger: RevenueLedger): AreaMetric[] {
  return [
    {
      id: 'monetization.revenue',
      area: 'monetization',
      label: 'Revenue',
      format: 'money',
      // Amounts are never added across currencies: the card shows the currency that earned the most.
      async read(_db, workspaceId, period) {
        const summary = await ledger.summary(workspaceId, { range: '30d', from: period.from, to: period.to });
        const byCurrency = new Map<string, { current: number; previous: number }>();
        for (const total of summary.streams.flatMap((stream) => stream.totals)) {
          const sum = byCurrency.get(total.currency) ?? { current: 0, previous: 0 };
          byCurrency.set(total.currency, { current: sum.current + total.amountMinor, previous: sum.previous + total.previousMinor });
        }
        const [top] = [...byCurrency].sort(([, a], [, b]) => b.current - a.current || b.previous - a.previous);
        if (!top) return { value: null, previous: null };
        const [currency, sum] = top;
        return { value: sum.current, previous: sum.previous, currency };
      },
    },
    {
      id: 'monetization.conversions',
      area: 'monetization',
      label: 'Paid conversions',
      format: 'count',
      read: async (db, workspaceId, period) => ({
        value: await conversions(db, workspaceId, period.current),
        previous: await conversions(db, workspaceId, period.previous),
      }),
    },
  ];
}
