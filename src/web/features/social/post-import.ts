import { addDays, format } from 'date-fns';
import { csvText } from '@/shared/csv-text';
import { errorCodes } from '@/shared/error-codes';
import { type SocialAccount, type SocialImportRowError, socialImportMessages, socialImportSchema } from '@/shared/social/social';
import { ApiError } from '@/web/lib/api-client';

/** Largest file read in the browser: the most the server takes (its schema's limit on the text). */
export const importMaxBytes = 1_000_000;

export const importFileTooLarge = `The file is larger than 1 MB. ${socialImportMessages.tooManyRows}`;

/** What the `networks` column names for each account that can be posted to: its network, or its @username when the network has several. */
export function importNames(accounts: readonly SocialAccount[]): string[] {
  const usable = accounts.filter((account) => account.status === 'Connected' && account.publishes);
  const names = usable.map((account) =>
    usable.filter((other) => other.network === account.network).length > 1 ? `@${account.username.replace(/^@/, '')}` : account.network,
  );
  return [...new Set(names)];
}

/**
 * The template to download: the header and two rows, one scheduled a week from `now` at 09:00 on every
 * account that can be posted to, one a draft on the first of them.
 */
export function importTemplate(accounts: readonly SocialAccount[], now: Date): string {
  const names = importNames(accounts);
  const all = names.length > 0 ? names : ['mastodon', 'bluesky'];
  const time = `${format(addDays(now, 7), 'yyyy-MM-dd')} 09:00`;
  const rows = [
    ['content', 'networks', 'time'],
    ['Spring sale: 20% off until Sunday!', all.join(', '), time],
    ['A draft for later, kept without a time', all[0]!, ''],
  ];
  // Not neutralised: an @account in `networks` is what the import reads back.
  return csvText(rows);
}

export type ImportFileRead = { ok: true; csv: string } | { ok: false; message: string };

/** The chosen file's text, checked as the server's schema checks it. */
export async function readImportFile(file: Pick<File, 'size' | 'text'>): Promise<ImportFileRead> {
  if (file.size > importMaxBytes) return { ok: false, message: importFileTooLarge };
  const csv = await file.text();
  const checked = socialImportSchema.shape.csv.safeParse(csv);
  return checked.success
    ? { ok: true, csv }
    : { ok: false, message: checked.error.issues[0]?.message ?? socialImportMessages.importFailed };
}

/** The rows the server refused, when it refused the file for its rows; null for any other failure. */
export function importRowErrors(error: unknown): SocialImportRowError[] | null {
  if (!(error instanceof ApiError) || error.code !== errorCodes.IMPORT_FAILED) return null;
  const rows = error.details?.rows;
  if (!Array.isArray(rows)) return null;
  return rows.filter((row): row is SocialImportRowError => typeof row?.line === 'number' && typeof row?.message === 'string');
}
