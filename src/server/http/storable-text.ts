const everyUnstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Without the g flag, so test() keeps no position between calls.
const unstorable = new RegExp(everyUnstorable.source);

/**
 * PostgreSQL's text and jsonb refuse NUL characters and lone UTF-16 surrogates; a request carrying
 * them must get a clear 400, not fail when stored. True when any string in the value holds one.
 */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  const items = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => hasUnstorableText(item, depth + 1));
}

/** Text read from a file or a file name, with what PostgreSQL cannot store taken out. */
export function withoutUnstorableText(value: string): string {
  return value.replace(everyUnstorable, '');
}
