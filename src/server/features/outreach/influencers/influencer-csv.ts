// Reading an Influencer Network CSV: a header row naming the columns in any order and case, then one
// influencer per row, each checked as one added by hand is.
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import { errorCodes } from '@/shared/error-codes';
import {
  type InfluencerImportResult,
  type InfluencerPlatform,
  influencerCsvColumns,
  influencerImportLimit,
  influencerInputSchema,
  influencerMessages as text,
  influencerPlatformLabels,
  influencerPlatforms,
} from '@/shared/outreach/influencers';
import { ServiceError } from '../../../lib/service-error';
import { type CanonicalHandle, canonicalHandle } from './handles';

/** A row that passed every check, with its handle's one spelling. */
export interface CsvInfluencer {
  line: number;
  input: z.output<typeof influencerInputSchema>;
  handle: CanonicalHandle;
}

const required = ['name', 'platform', 'handle'] as const;

/** What people write for a platform beside its id and label. */
const platformAliases: Record<string, InfluencerPlatform> = {
  ...Object.fromEntries(influencerPlatforms.map((platform) => [influencerPlatformLabels[platform].toLowerCase(), platform])),
  ...Object.fromEntries(influencerPlatforms.map((platform) => [platform, platform])),
  twitter: 'x',
  'twitter/x': 'x',
  bsky: 'bluesky',
};

/** The file's rows that may be added, and those refused with why; a file without a usable header or rows is refused whole. */
export function readInfluencerCsv(csv: string): { rows: CsvInfluencer[]; refused: InfluencerImportResult['refused'] } {
  const records = parseCsv(csv);
  const rows: CsvInfluencer[] = [];
  const refused: InfluencerImportResult['refused'] = [];
  for (const { record, info } of records) {
    const checked = checkRow(record);
    if (typeof checked === 'string') refused.push({ line: info.lines, reason: checked });
    else rows.push({ line: info.lines, ...checked });
  }
  return { rows, refused };
}

function parseCsv(csv: string): { record: Record<string, string>; info: { lines: number } }[] {
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
      // A quote inside a field nobody quoted (Ada "the Countess" Byron) is the name's own.
      relax_quotes: true,
    });
  } catch (error) {
    throw new ServiceError(400, errorCodes.IMPORT_FAILED, `The file is not valid CSV: ${(error as Error).message}`);
  }
  if (!required.every((column) => header.includes(column))) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, text.csvHeader);
  if (records.length === 0) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, text.csvEmpty);
  if (records.length > influencerImportLimit) throw new ServiceError(400, errorCodes.VALIDATION_FAILED, text.csvTooLong);
  return records;
}

/** The row ready to add, or why it cannot be. */
function checkRow(record: Record<string, string>): Omit<CsvInfluencer, 'line'> | string {
  const typedPlatform = record.platform ?? '';
  const platform = platformAliases[typedPlatform.toLowerCase()];
  if (!platform) return text.unknownPlatform(typedPlatform);
  const cells = Object.fromEntries(influencerCsvColumns.map((column) => [column, record[column] ?? '']));
  const parsed = influencerInputSchema.safeParse({
    ...cells,
    platform,
    // Audiences are often written with thousands separators: 12,500 or 12 500.
    followers: cells.followers ? cells.followers.replace(/[\s,_]/g, '') : null,
    email: cells.email || null,
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? text.csvHeader;
  const handle = canonicalHandle(platform, parsed.data.handle);
  return typeof handle === 'string' ? handle : { input: parsed.data, handle };
}
