/**
 * A value built at its first use rather than as its module is evaluated: for the Intl formatters
 * modules keep. A screen's modules are evaluated in long tasks as it starts, and the page's first
 * Intl object costs about 20 ms on a slow phone (ICU loads its data), the next ones a millisecond or
 * two; built at first use, that cost falls in the render that needs it, which React splits into
 * slices, or in none when the screen does not show it.
 */
export function builtOnFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}
