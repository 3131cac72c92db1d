import { asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Where an export stopped: the sort key and the id of the last row sent. The key must be
 * NOT NULL (a row comparison with a null is never true, so such rows would be skipped);
 * sort by `coalesce(...)` in the repository when a column may be null.
 */
export interface KeysetCursor {
  key: string | number | Date;
  id: string;
}

/**
 * Reads one chunk: up to `limit` rows strictly after `after` (from the start when null), in
 * ascending (key, id) order. A repository implements it with `keysetAfter` and `keysetOrder`.
 */
export type KeysetChunkQuery<Row> = (after: KeysetCursor | null, limit: number) => Promise<Row[]>;

/** `(key, id) > (cursor)`: the rows after the cursor, served by an index on (key, id). */
export function keysetAfter(
  key: AnyPgColumn | SQL,
  id: AnyPgColumn,
  cursor: KeysetCursor | null,
): SQL | undefined {
  return cursor ? sql`(${key}, ${id}) > (${cursor.key}, ${cursor.id})` : undefined;
}

/** The ORDER BY that matches `keysetAfter`. */
export function keysetOrder(key: AnyPgColumn | SQL, id: AnyPgColumn): SQL[] {
  return [asc(key), asc(id)];
}

/**
 * Every row of a query, chunk by chunk, by keyset: each chunk is its own short query, so no
 * transaction or cursor stays open while the file streams (the embedded database has one
 * pooled connection, and other requests run between two chunks), and a chunk costs the same
 * at row 1,000,000 as at row 1 (OFFSET would re-read every row before it). Without a
 * snapshot a row changed during the export may show its old or new values, but a row whose
 * key does not change arrives exactly once.
 */
export async function* iterateByKeyset<Row>(
  query: KeysetChunkQuery<Row>,
  cursorOf: (row: Row) => KeysetCursor,
  chunkSize: number,
): AsyncGenerator<Row[]> {
  let after: KeysetCursor | null = null;
  for (;;) {
    const rows = await query(after, chunkSize);
    const last = rows.at(-1);
    if (last === undefined) return;
    yield rows;
    if (rows.length < chunkSize) return;
    after = cursorOf(last);
  }
}
