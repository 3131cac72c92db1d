import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { connect } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { usuarios } from '../src/db/schema';
import { DEMO_PASSWORD } from './helper';

// Nodes starting together on one fresh PostgreSQL: without the start-up lock both would
// create the migrations' schema and tables at once and one would crash. PGlite is one process.
describe.runIf(process.env.TEST_DB === 'postgres')('start-up on a shared PostgreSQL', () => {
  it('lets two nodes prepare one fresh database at the same time', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const nodes = [connect(url.toString()), connect(url.toString())];
    try {
      const seeded = await Promise.all(
        nodes.map((node) =>
          prepareDatabase(node, {
            seedDemo: true,
            demoPassword: DEMO_PASSWORD,
            crossProcessLock: true,
          }),
        ),
      );
      // One node seeded the empty database; the other found it seeded.
      expect(seeded.sort()).toEqual([false, true]);
      const [users] = await nodes[0]!.db.select({ total: count() }).from(usuarios);
      expect(users!.total).toBeGreaterThan(0);
      // The lock was released: a third start goes through at once.
      await expect(
        prepareDatabase(nodes[1]!, {
          seedDemo: true,
          demoPassword: DEMO_PASSWORD,
          crossProcessLock: true,
        }),
      ).resolves.toBe(false);
    } finally {
      await Promise.all(nodes.map((node) => node.pool.end()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
