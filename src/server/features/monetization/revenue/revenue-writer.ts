import type { RevenueStream } from '@/shared/monetization/monetization';
import type { Database } from '../../../db/database';
import { monetizationRevenue } from './schema';

export interface NewRevenue {
  source: 'manual' | 'csv' | 'postback';
  dedupeKey: string;
  stream: RevenueStream;
  amountMinor: number;
  currency: string;
  occurredAt: Date;
  notes?: string;
  programId?: string | null;
  productId?: string | null;
  serviceId?: string | null;
  clickId?: string | null;
  createdBy?: string | null;
}

/** Writes the rows not yet kept (each source's key once per workspace); answers the ids written. */
export async function recordRevenue(db: Database, workspaceId: string, rows: readonly NewRevenue[]): Promise<string[]> {
  const written: string[] = [];
  // A few thousand a statement keeps each insert's parameters well under PostgreSQL's limit.
  for (let start = 0; start < rows.length; start += 2000) {
    const added = await db
      .insert(monetizationRevenue)
      .values(rows.slice(start, start + 2000).map((row) => ({ ...row, workspaceId })))
      .onConflictDoNothing()
      .returning({ id: monetizationRevenue.id });
    written.push(...added.map((row) => row.id));
  }
  return written;
}
