import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connect } from '../src/db/client';

// Only a real PostgreSQL can end a connection from the server side.
describe.runIf(process.env.TEST_DB === 'postgres')('connection pool', () => {
  it('survives the server ending an idle connection and opens a new one', async () => {
    const heard: Error[] = [];
    const database = connect(process.env.TEST_DATABASE_URL!, 1, (err) => heard.push(err));
    try {
      const { rows } = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      await expect.poll(() => heard.length).toBe(1);
      const again = await database.pool.query<{ pid: number }>('select pg_backend_pid() as pid');
      expect(again.rows[0]!.pid).not.toBe(rows[0]!.pid);
    } finally {
      await database.pool.end();
    }
  });
});
