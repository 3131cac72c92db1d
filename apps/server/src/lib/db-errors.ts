import type { Mensagem } from '@portal/shared/common/errors';
import { AppError } from './errors';

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

/**
 * Runs `work` and turns a violation of one of `conflicts`' unique constraints (by name) into
 * a 409 with that constraint's message, under the field it names; anything else goes on.
 * The database decides what is a duplicate, so two requests racing each other get one 409.
 */
export async function conflictOnDuplicate<T>(
  conflicts: Record<string, Mensagem>,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const [constraint, mensagem] of Object.entries(conflicts)) {
      if (isUniqueViolation(error, constraint)) throw new AppError('CONFLICT', [mensagem]);
    }
    throw error;
  }
}
