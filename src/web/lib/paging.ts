import { formatNumber } from '@/shared/number-format';
/** "Showing 26–50 of 120", or "No results" for an empty list. */
export function showingRange(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'No results';
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return `Showing ${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(total)}`;
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
