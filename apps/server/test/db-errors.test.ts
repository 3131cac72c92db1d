import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '../src/db/schema';
import { isForeignKeyViolation, isUniqueViolation } from '../src/lib/db-errors';
import { createTestDatabase } from './helper';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function errorOf(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error('expected the action to fail');
}

describe('database error recognition', () => {
  it('recognizes a unique violation through Drizzle’s wrapper', async () => {
    const row = { nomeFantasia: 'X', razaoSocial: 'X S.A.', cnpj: '11222333000181' };
    const error = await errorOf(() => database.db.insert(clientes).values(row));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'clientes_cnpj_unique')).toBe(true);
    expect(isUniqueViolation(error, 'outra')).toBe(false);
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it('recognizes a foreign key violation', async () => {
    const error = await errorOf(() =>
      database.pool.query(
        "insert into usuarios (username, nome, email, senha_hash, perfil) values ('x', 'x', 'x', 'x', 'NAO_EXISTE')",
      ),
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('qualquer'))).toBe(false);
  });
});
