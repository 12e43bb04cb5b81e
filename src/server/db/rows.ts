/** node-postgres answers `{rows}`, PGlite answers `{rows}` too, but typed apart: read both the same. */
export function rowsOf<Row>(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
}
