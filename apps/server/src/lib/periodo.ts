import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FUSO_BRASILIA } from '@portal/shared/common/datas';

/**
 * Calendar days in SQL, as the registradora counts them: in Brasília, whatever the database
 * server's time zone. A filter's 'YYYY-MM-DD' bounds become instants, so a timestamptz column's
 * index serves the range.
 */

/** Midnight that starts a calendar day ('YYYY-MM-DD') in Brasília, as a timestamptz. */
export const startOfDay = (dia: string) =>
  sql`((${dia}::date)::timestamp at time zone ${FUSO_BRASILIA})`;

/** Midnight that ends a calendar day in Brasília (the next day's start), as a timestamptz. */
export const endOfDay = (dia: string) =>
  sql`(((${dia}::date) + 1)::timestamp at time zone ${FUSO_BRASILIA})`;

/** Midnight that started today in Brasília. */
export const startOfToday = () =>
  sql`(date_trunc('day', now() at time zone ${FUSO_BRASILIA}) at time zone ${FUSO_BRASILIA})`;

/**
 * A period filter over `column`: from the first day's start to the last day's end, both days
 * whole; a bound not given does not limit. Conditions to AND with the filter's others.
 */
export function withinPeriod(
  column: AnyPgColumn,
  inicial: string | undefined,
  final: string | undefined,
): SQL[] {
  return [
    ...(inicial ? [sql`${column} >= ${startOfDay(inicial)}`] : []),
    ...(final ? [sql`${column} < ${endOfDay(final)}`] : []),
  ];
}

/**
 * The calendar day in Brasília of a timestamptz, 'YYYY-MM-DD'. The zone is written into the
 * text, not sent as a parameter, so the expression is the same wherever it appears.
 */
export const dayOf = (instante: SQL | AnyPgColumn) =>
  sql<string>`to_char((${instante}) at time zone ${sql.raw(`'${FUSO_BRASILIA}'`)}, 'YYYY-MM-DD')`;
