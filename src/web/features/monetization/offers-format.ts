import { leadMagnetFileLimit } from '@/shared/monetization/lead-magnets';
import { formatAmount } from '@/shared/monetization/price';
import { monetizationLabels } from '@/shared/monetization/monetization';

// How the Overview's offers read: tests' figures, lead magnets' files and links credited to content.

const notMeasured = monetizationLabels.notMeasured;

/** A test's p-value as read beside its figures: 'p = 0.031', 'p < 0.001'; '—' before both variants have visitors. */
export function formatPValue(pValue: number | null): string {
  if (pValue === null) return notMeasured;
  if (pValue < 0.001) return 'p < 0.001';
  return `p = ${pValue.toFixed(3)}`;
}

/** A conversion rate in percent, one decimal: '3.1%'; '—' with no visitors. */
export function formatRate(rate: number | null): string {
  return rate === null ? notMeasured : `${rate.toFixed(1)}%`;
}

/** A file's size as people read it: '512 B', '14 KB', '2.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why a chosen file cannot be a lead magnet's, or null when it can: the upload is refused before it is sent. */
export function leadMagnetFileProblem(file: { size: number }): string | null {
  if (file.size === 0) return 'The file is empty.';
  if (file.size > leadMagnetFileLimit)
    return `The file is larger than ${formatFileSize(leadMagnetFileLimit)}: give a smaller one, or a link.`;
  return null;
}

/** A tracked link that credits its clicks to a content item (the redirect reads `c`). */
export function withContentCredit(linkUrl: string, contentId: string): string {
  const url = new URL(linkUrl);
  url.searchParams.set('c', contentId);
  return url.toString();
}

/** An address inside the app (a suggestion's `actionPath`); anything else is not followed. */
export function isAppPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Amounts of several currencies as a row shows them: the largest (listed first) and the others below. */
export function amountsFigure(amounts: readonly { currency: string; amountMinor: number }[]): { value: string; others: string[] } {
  const [largest, ...rest] = amounts;
  if (!largest) return { value: notMeasured, others: [] };
  return {
    value: formatAmount(largest.amountMinor, largest.currency),
    others: rest.map((amount) => formatAmount(amount.amountMinor, amount.currency)),
  };
}

/** How a test divides its visitors; `split` is the second variant's share: 'A 70% · B 30%'. */
export function splitText(split: number): string {
  return `A ${100 - split}% · B ${split}%`;
}

/** What a New test form's choice names: 'link:<tracked link id>' or 'lead-magnet:<id>'; null for none. */
export function testTargetOf(value: string): { kind: 'link' | 'lead-magnet'; id: string } | null {
  const at = value.indexOf(':');
  const kind = value.slice(0, at);
  const id = value.slice(at + 1);
  if (at < 0 || !id || (kind !== 'link' && kind !== 'lead-magnet')) return null;
  return { kind, id };
}
