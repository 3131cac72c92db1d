import type { Database } from './client';
import { migrateDatabase } from './client';
import { seedDemoData, syncReferenceData } from './seed';

/**
 * The key of the PostgreSQL advisory lock the start holds while it prepares the database. Any
 * constant of its own would do: it only has to differ from other applications' keys.
 */
export const STARTUP_LOCK_KEY = 7_284_120_260;

export interface PrepareOptions {
  /** Seed the demo users (into an empty database only). */
  seedDemo: boolean;
  demoPassword: string;
  /**
   * Hold a PostgreSQL advisory lock meanwhile, so that nodes starting together on one database
   * take turns: the first migrates and seeds, the others then find it done. Off on the
   * embedded database, which has no session locks and whose folder lock keeps it to one process.
   */
  crossProcessLock: boolean;
}

/**
 * Brings the database up to date at start: the committed migrations, the reference data and,
 * when asked, the demo users. Each step is idempotent. Answers whether demo data was seeded.
 */
export async function prepareDatabase(
  database: Database,
  { seedDemo, demoPassword, crossProcessLock }: PrepareOptions,
): Promise<boolean> {
  const prepare = async () => {
    await migrateDatabase(database.db);
    await syncReferenceData(database.db);
    return seedDemo && (await seedDemoData(database.db, demoPassword));
  };
  if (!crossProcessLock) return prepare();

  // A session lock lives on one connection: this client holds it while the pool's other
  // connections do the work, and it is released (or dropped with the connection) after.
  const client = await database.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await prepare();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // On an error the connection is discarded: ending it also frees a lock still held.
    client.release(broken);
  }
}
