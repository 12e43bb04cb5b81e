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

/** foreign_key_violation: the row it points to is gone. */
export const isForeignKeyViolation = (error: unknown) => refusedWith(error, '23503');
