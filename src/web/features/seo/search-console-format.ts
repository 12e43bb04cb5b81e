import { formatNumber } from '@/shared/number-format';
import { formatDate } from '@/shared/date-format';
// How the Search Console card writes Google's figures and properties.

/** Google's CTR (0–1) as a percentage to one decimal: "3.4%". */
export function ctrText(ctr: number): string {
  return `${formatNumber(ctr * 100, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** An average position to one decimal: "4.2". */
export function averagePositionText(position: number): string {
  return formatNumber(position, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A count with thousands separators: "12,345". */
export function countText(value: number): string {
  return formatNumber(value);
}

/** A property as Search Console names it: a Domain property by its domain, a URL-prefix one by its address. */
export function propertyLabel(property: string): string {
  return property.startsWith('sc-domain:') ? `${property.slice('sc-domain:'.length)} (Domain property)` : property;
}

/** The imported days, "Feb 1 – Feb 28, 2026", read as calendar days wherever the reader is. */
export function rangeText(range: { from: string; to: string }): string {
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  const from = day(range.from);
  const to = day(range.to);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${range.from} – ${range.to}`;
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  return `${formatDate(from, sameYear ? 'day' : 'date', { utc: true })} – ${formatDate(to, 'date', { utc: true })}`;
}
