import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../db/client';
import { createTestDatabase } from '../../test/helper';
import { createRepository } from './repository';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table repository_test (n integer not null)`);
});
afterAll(() => database.close());

function numbersQueries(db: Executor) {
  return {
    async add(n: number): Promise<void> {
      await db.execute(sql`insert into repository_test (n) values (${n})`);
    },
    async all(): Promise<number[]> {
      const { rows } = await db.execute<{ n: number }>(
        sql`select n from repository_test order by n`,
      );
      return rows.map((row) => row.n);
    },
  };
}

describe('createRepository', () => {
  const repository = () => createRepository(database.db, numbersQueries);

  it('answers the queries on the database', async () => {
    await repository().add(1);
    expect(await repository().all()).toEqual([1]);
  });

  it('runs the work on queries bound to one transaction, and answers its value', async () => {
    const seen = await repository().transaction(async (tx) => {
      await tx.add(2);
      return tx.all();
    });
    expect(seen).toEqual([1, 2]);
    expect(await repository().all()).toEqual([1, 2]);
  });

  it('rolls back every query of the work when it throws', async () => {
    await expect(
      repository().transaction(async (tx) => {
        await tx.add(3);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await repository().all()).toEqual([1, 2]);
  });
});
