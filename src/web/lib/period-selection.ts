import type { z } from 'zod';

// The period a report screen covers (Analytics, Monetization): a preset range or custom days. The
// rules are the area's (Analytics' ranges and query schema, which Monetization's API reads too), so
// the web's core applies them without knowing an area's contract.

/** What a report's query schema reads: a preset range, or custom days. */
export interface PeriodQuery<Range extends string = string> {
  range?: Range;
  from?: string;
  to?: string;
}

/** A report's period rules: its preset ranges, the default one, and the check of custom days. */
export interface PeriodRules<Range extends string = string> {
  ranges: readonly Range[];
  defaultRange: Range;
  /** The API's query schema: custom days pass it as they will pass the API. */
  querySchema: z.ZodType<unknown, PeriodQuery<Range>>;
}

/** The screen's period: a preset range or custom dates, kept in the address (?range=90d, ?from=…&to=…). */
export type PeriodSelection<Range extends string = string> = { range: Range } | { from: string; to: string };

/** The selection an address asks for; anything invalid falls back to the default range. */
export function selectionFromParams<Range extends string>(params: URLSearchParams, rules: PeriodRules<Range>): PeriodSelection<Range> {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null && to !== null) {
    const parsed = rules.querySchema.safeParse({ from, to });
    if (parsed.success) return { from, to };
  }
  const range = rules.ranges.find((candidate) => candidate === params.get('range'));
  return { range: range ?? rules.defaultRange };
}

/** The report's query string for a selection. */
export function selectionQuery(selection: PeriodSelection): string {
  return 'range' in selection
    ? new URLSearchParams({ range: selection.range }).toString()
    : new URLSearchParams({ from: selection.from, to: selection.to }).toString();
}
