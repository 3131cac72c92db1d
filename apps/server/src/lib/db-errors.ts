/**
 * PostgreSQL error codes a service turns into a 409 instead of a 500. Drizzle wraps the
 * driver's error: the code is on the error itself or on its `cause` (STACK-NOTES).
 */
function pgErrorOf(error: unknown): { code?: string; constraint?: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const candidate = error as { code?: unknown; cause?: unknown; constraint?: unknown };
  if (typeof candidate.code === 'string') {
    return candidate as { code: string; constraint?: string };
  }
  return pgErrorOf(candidate.cause);
}

/** A unique constraint was violated (optionally: this constraint, by name). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (!constraint || pg.constraint === constraint);
}

/** A foreign key refused the change: a row is still referenced. */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorOf(error)?.code === '23503';
}

/** Text PostgreSQL cannot store (a NUL character, an invalid byte sequence). */
export function isInvalidText(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '22021' || code === '22P05';
}

/** A date, time or number PostgreSQL cannot represent (year 0, an out-of-range value). */
export function isOutOfRange(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code === '22007' || code === '22008' || code === '22003';
}
