import { and, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { Span } from '../revenue/revenue-ledger';
import { monetizationRevenue } from '../revenue/schema';
import { monetizationClicks, monetizationLinks } from './schema';

export interface ProgramFigures {
  clicks: number;
  /** Approved conversions less reversed ones. */
  conversions: number;
  earnings: { currency: string; amountMinor: number }[];
}

/** Clicks on each program's link in the span. */
async function clicksByProgram(db: Database, workspaceId: string, span: Span): Promise<Map<string, number>> {
  const rows = await db
    .select({ programId: monetizationLinks.programId, clicks: count() })
    .from(monetizationClicks)
    .innerJoin(monetizationLinks, eq(monetizationLinks.id, monetizationClicks.linkId))
    .where(
      and(
        eq(monetizationLinks.workspaceId, workspaceId),
        isNotNull(monetizationLinks.programId),
        gte(monetizationClicks.occurredAt, span.start),
        lt(monetizationClicks.occurredAt, span.end),
      ),
    )
    .groupBy(monetizationLinks.programId);
  return new Map(rows.map((row) => [row.programId!, row.clicks]));
}

/** Each program's clicks, conversions and earnings (by currency) in the span. */
export async function programFigures(db: Database, workspaceId: string, span: Span): Promise<Map<string, ProgramFigures>> {
  const clicks = await clicksByProgram(db, workspaceId, span);
  const money = await db
    .select({
      programId: monetizationRevenue.programId,
      currency: monetizationRevenue.currency,
      amount: sql<string>`sum(${monetizationRevenue.amountMinor})::text`,
      conversions: sql<number>`(count(*) filter (where ${monetizationRevenue.source} = 'postback' and ${monetizationRevenue.amountMinor} >= 0)
        - count(*) filter (where ${monetizationRevenue.source} = 'postback' and ${monetizationRevenue.amountMinor} < 0))::int`,
    })
    .from(monetizationRevenue)
    .where(
      and(
        eq(monetizationRevenue.workspaceId, workspaceId),
        isNotNull(monetizationRevenue.programId),
        gte(monetizationRevenue.occurredAt, span.start),
        lt(monetizationRevenue.occurredAt, span.end),
      ),
    )
    .groupBy(monetizationRevenue.programId, monetizationRevenue.currency);
  const figures = new Map<string, ProgramFigures>();
  const of = (programId: string) => {
    let entry = figures.get(programId);
    if (!entry) figures.set(programId, (entry = { clicks: clicks.get(programId) ?? 0, conversions: 0, earnings: [] }));
    return entry;
  };
  for (const programId of clicks.keys()) of(programId);
  for (const row of money) {
    const entry = of(row.programId!);
    entry.conversions += Number(row.conversions);
    entry.earnings.push({ currency: row.currency, amountMinor: Number(row.amount) });
  }
  for (const entry of figures.values()) entry.earnings.sort((a, b) => b.amountMinor - a.amountMinor);
  return figures;
}
