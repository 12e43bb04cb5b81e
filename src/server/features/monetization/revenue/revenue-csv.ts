// Reading a revenue CSV (ADR 031): a header naming the columns in any order and case, then one amount
// per row, each checked as one entered by hand is. A row's key is its `id` cell, else its content and
// its occurrence in the file, so importing the same file twice adds nothing.
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { errorCodes } from '@/shared/error-codes';
import { type RevenueImportResult, revenueInputSchema, streamNamed } from '@/shared/monetization/revenue';
import { ServiceError } from '../../../lib/service-error';
import type { NewRevenue } from './revenue-writer';

const required = ['date', 'amount', 'currency', 'stream'] as const;
export const revenueImportLimit = 10_000;

export interface ReadRevenueCsv {
  rows: NewRevenue[];
  rejected: RevenueImportResult['rejected'];
}

export function readRevenueCsv(csv: string): ReadRevenueCsv {
  let header: string[] = [];
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(csv, {
      columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
      bom: true,
      info: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    throw new ServiceError(400, errorCodes.IMPORT_FAILED, `The file is not valid CSV: ${(error as Error).message}`);
  }
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, `The file has no ${missing.join(', ')} column`);
  if (records.length === 0) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, 'The file has no rows below its header');
  if (records.length > revenueImportLimit)
    throw new ServiceError(400, errorCodes.VALIDATION_FAILED, `A file holds at most ${revenueImportLimit.toLocaleString('en-US')} rows`);

  const rows: NewRevenue[] = [];
  const rejected: RevenueImportResult['rejected'] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records) {
    const stream = streamNamed(record.stream ?? '');
    if (!stream) {
      rejected.push({ line: info.lines, reason: `Unknown stream “${record.stream ?? ''}”` });
      continue;
    }
    const parsed = revenueInputSchema.safeParse({
      amount: (record.amount ?? '').replace(/^([-]?)[$€£¥]/, '$1'),
      currency: record.currency ?? '',
      date: record.date ?? '',
      stream,
      notes: record.notes ?? '',
    });
    if (!parsed.success) {
      rejected.push({ line: info.lines, reason: parsed.error.issues[0]?.message ?? 'This row cannot be read' });
      continue;
    }
    const { amountMinor, currency, date, notes } = parsed.data;
    const content = [date, amountMinor, currency, stream, notes].join('\u0000');
    // Two identical rows in one file are two sales: the occurrence tells them apart.
    const occurrence = (seen.get(content) ?? 0) + 1;
    seen.set(content, occurrence);
    const id = record.id?.trim();
    rows.push({
      source: 'csv',
      dedupeKey: id ? `id:${id.slice(0, 200)}` : `row:${createHash('sha256').update(`${content}\u0000${occurrence}`).digest('base64url')}`,
      stream,
      amountMinor,
      currency,
      occurredAt: new Date(`${date}T12:00:00Z`),
      notes,
    });
  }
  return { rows, rejected };
}
