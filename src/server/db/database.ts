import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The same Drizzle API over either driver. It carries no schema: queries name their tables, so the
 * type does not depend on every area's tables (and the core on no feature).
 */
export type Database = PgDatabase<PgQueryResultHKT>;
