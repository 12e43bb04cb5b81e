// How the Search Console card writes Google's figures and properties.

/** Google's CTR (0–1) as a percentage to one decimal: "3.4%". */
export function ctrText(ctr: number): string {
  return `${(ctr * 100).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** An average position to one decimal: "4.2". */
export function averagePositionText(position: number): string {
  return position.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** A count with thousands separators: "12,345". */
export function countText(value: number): string {
  return value.toLocaleString('en-US');
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
  const short = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `${short.format(from)} – ${long.format(to)}`;
}
