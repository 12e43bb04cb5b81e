// The browser build: the same writer runs in the server and in the browser, which has no Buffer.
import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * Rows as CSV text with CRLF line ends, as RFC 4180 has them: a field is quoted where it holds a
 * comma, a quote or a line break. Dates are written as ISO instants and objects as JSON.
 * `neutraliseFormulas` is for cells a user's data fills: one starting with = + - @ tab or CR, which
 * a spreadsheet would run as a formula, is written as quoted text with a leading apostrophe.
 */
export function csvText(rows: readonly (readonly unknown[])[], { neutraliseFormulas = false } = {}): string {
  return stringify(rows as unknown[], {
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    cast: {
      boolean: String,
      date: (value) => value.toISOString(),
      string: (value) => (neutraliseFormulas && /^[=+\-@\t\r]/.test(value) ? { value: `'${value}`, quoted: true } : value),
    },
  });
}
