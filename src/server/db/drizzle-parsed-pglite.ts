import { type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { TurnTakingPGlite } from './turn-taking-pglite';

/**
 * The types Drizzle's PGlite driver asks for as text on every query (it parses them itself): dates,
 * timestamps, intervals, and arrays of numerics, timestamps, intervals and dates.
 */
const drizzleTextTypes = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

/**
 * PGlite's own parsers for the types above that it parses at all, dates as Dates: what node-postgres
 * gives pg-boss too. Arrays of them stay text (pg-boss reads none).
 */
export const pgliteDateParsers: QueryOptions['parsers'] = Object.fromEntries(
  drizzleTextTypes.flatMap((type) => (types.parsers[type] ? [[type, types.parsers[type]]] : [])),
);

/**
 * PGlite whose own parsers are the ones Drizzle brings to each query, so Drizzle's queries need not
 * bring them.
 *
 * A query that brings parsers has PGlite copy its own (about 320, one for each array type of the
 * database) into a new object merged with them before it reads the rows: about 80 µs a query, a third
 * of a small one, and the largest of PGlite's own costs in the tests (ADR 003). Other callers that want
 * PGlite's dates (pg-boss) bring `pgliteDateParsers`.
 */
export class DrizzleParsedPGlite extends TurnTakingPGlite {
  // PGlite adds a parser for each array type here once it has started; Drizzle's follow.
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    await super._initArrayTypes(options);
    for (const type of drizzleTextTypes) this.parsers[type] = asText;
  }

  override query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(text, params, withoutDrizzlesParsers(options));
  }

  override transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => {
      const query = tx.query.bind(tx);
      tx.query = (text, params, options) => query(text, params, withoutDrizzlesParsers(options));
      return work(tx);
    });
  }
}

/** `options` without its parsers when they are exactly Drizzle's: the database's own do the same. */
function withoutDrizzlesParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers || !isDrizzles(parsers)) return options;
  const { parsers: _same, ...rest } = options;
  return rest;
}

function isDrizzles(parsers: NonNullable<QueryOptions['parsers']>): boolean {
  const given = Object.keys(parsers);
  return (
    given.length === drizzleTextTypes.length &&
    drizzleTextTypes.every((type) => {
      const parser = parsers[type];
      // Drizzle's are `(value) => value`: one that would change the text is not the same.
      return parser !== undefined && parser('2020-01-01 00:00:00') === '2020-01-01 00:00:00';
    })
  );
}
