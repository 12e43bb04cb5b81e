/** One CSV cell: quoted where needed, and never a formula a spreadsheet would run. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number is never a formula, and -3.5 must stay a number.
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading = + - @ makes a spreadsheet run the cell as a formula: quoted as text instead.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text with CRLF line ends, as RFC 4180 has them. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return `${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
