import { eq, gt, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { indexOrder, mapPage, pageByDeferredJoin } from './paging';

describe('mapPage', () => {
  it('maps every row of the page and keeps its total', () => {
    const page = { content: [{ n: 1 }, { n: 2 }], totalElements: 12 };
    expect(mapPage(page, (row) => `#${row.n}`)).toEqual({
      content: ['#1', '#2'],
      totalElements: 12,
    });
  });

  it('answers only the content and the total, as the API does', () => {
    const page = { content: [], totalElements: 0, totalExato: true };
    expect(mapPage(page, (row) => row)).toStrictEqual({ content: [], totalElements: 0 });
  });
});

describe('pageByDeferredJoin', () => {
  const itens = pgTable('paging_test', { id: integer().primaryKey(), nome: text().notNull() });
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(
      sql`create table paging_test (id integer primary key, nome text not null)`,
    );
    await database.db.insert(itens).values([1, 2, 3, 4, 5].map((id) => ({ id, nome: `n${id}` })));
  });
  afterAll(() => database.close());

  const pageOf = (page: number, where = gt(itens.id, 1)) => {
    const { db } = database;
    const order = [indexOrder(itens.id, true)];
    return pageByDeferredJoin(
      db,
      { table: itens, id: itens.id, where, order },
      { page, size: 2, maxSize: 10 },
      (ids) =>
        db
          .select({ nome: itens.nome })
          .from(ids)
          .innerJoin(itens, eq(itens.id, ids.id))
          .orderBy(...order),
    );
  };

  it("reads the page's rows in full, in the order, with the filter's exact count", async () => {
    expect(await pageOf(0)).toEqual({
      content: [{ nome: 'n5' }, { nome: 'n4' }],
      totalElements: 4,
      totalExato: true,
    });
    expect(await pageOf(1)).toEqual({
      content: [{ nome: 'n3' }, { nome: 'n2' }],
      totalElements: 4,
      totalExato: true,
    });
  });

  it('answers an empty page past the end, with the count', async () => {
    expect(await pageOf(3)).toEqual({ content: [], totalElements: 4, totalExato: true });
  });
});
