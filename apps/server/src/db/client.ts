import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect, type PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;

/** What runs queries: the database or one of its transactions (repositories take either). */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  pool: pg.Pool;
}

/** Column names in the database: camelCase fields become snake_case columns. */
const CASING = 'snake_case';

/** node-postgres returns `date` columns as 'YYYY-MM-DD' strings, never shifted Dates. */
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

/**
 * Embedded PGlite has one session that every socket connection shares, and pglite-socket
 * interleaves the extended-protocol messages (Parse/Bind/Execute) of concurrent connections:
 * one request's Bind then meets another's Parse. PGlite runs one statement at a time anyway,
 * so the embedded pool has a single connection and loses no parallelism. The timeout turns
 * code that would wait for a second connection inside a transaction into an error, not a hang.
 */
export const EMBEDDED_POOL_SIZE = 1;

/**
 * A pool on `connectionString`. An idle connection the server ends (a restart, an
 * administrator's terminate) emits 'error' on the pool, which would crash the process if no
 * one listened: `onIdleError` hears it and the pool opens a new connection on next use.
 */
export function connect(
  connectionString: string,
  max = 8,
  onIdleError: (err: Error) => void = () => {},
): Database {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 15_000 });
  pool.on('error', onIdleError);
  return { db: drizzle(pool, { schema, casing: CASING }), pool };
}

/** The SQL text of a query as `db.execute` builds it. */
const dialect = new PgDialect({ casing: CASING });

/**
 * Runs `query` and answers its rows. When `prepared`, as a named statement (named after its
 * text): PostgreSQL parses it once per connection and, after a few runs, keeps a generic plan
 * instead of planning it again on every run, as it does for drizzle's unnamed statements. For
 * a statement run at every request whose planning costs as much as its work (the
 * registration's `insertPedido`: +15-20% registrations/s on 2 CPUs, README). Not on the
 * embedded database: its connections share one session, where a name a closed connection
 * prepared outlives it and the next connection's Parse of the same name fails.
 */
export async function executeStatement<Row extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
  prepared: boolean,
): Promise<Row[]> {
  if (!prepared) return (await db.execute<Row>(query)).rows as Row[];
  const built = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(built.sql).digest('hex').slice(0, 24)}`;
  const result = (await db._.session
    .prepareQuery(built, undefined, name, false)
    .execute()) as pg.QueryResult<Row>;
  return result.rows;
}

/** Applies the committed migrations (drizzle-kit); idempotent. */
export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: migrationsFolderFor(import.meta.url) });
}

/**
 * The source (src/db/client.ts) and the bundle (dist/main.js) sit at different depths below
 * apps/server; the migrations folder is apps/server/drizzle for both. A file path, decoded:
 * a URL's pathname keeps a space or an accent of the checkout's path percent-encoded.
 */
export function migrationsFolderFor(moduleUrl: string): string {
  const relative = /\/src\/db\/[^/]+$/.test(moduleUrl) ? '../../drizzle' : '../drizzle';
  return fileURLToPath(new URL(relative, moduleUrl));
}
