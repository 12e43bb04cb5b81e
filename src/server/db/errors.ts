/** Whether PostgreSQL refused with SQLSTATE `code`, as pg and PGlite report it (Drizzle wraps it as the cause). */
function refusedWith(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** unique_violation. */
export const isUniqueViolation = (error: unknown) => refusedWith(error, '23505');

/** duplicate_prepared_statement: the session has prepared one by that name already. */
export const isDuplicatePreparedStatement = (error: unknown) => refusedWith(error, '42P05');

/** foreign_key_violation: the row it points to is gone. */
export const isForeignKeyViolation = (error: unknown) => refusedWith(error, '23503');

/**
 * Inserts a run a unique index keeps to one under way at a time. When it is refused, `underWay` finds
 * the one holding the place; if that one finished between the refused insert and the look for it,
 * the insert is tried once more rather than refused with nothing to point to.
 */
export async function insertOneAtATime<T, U>(
  insert: () => Promise<T>,
  underWay: () => Promise<U | undefined>,
): Promise<{ inserted: T } | { busy: U | undefined }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return { inserted: await insert() };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const holder = await underWay();
      if (holder || attempt > 0) return { busy: holder };
    }
  }
}
