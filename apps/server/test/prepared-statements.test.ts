import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connect, executeStatement, type Database } from '../src/db/client';
import { contratosDeExemplo } from './contrato-exemplo';
import { bearer, createTestDatabase, login, TEST_AUTH_SECRET } from './helper';

// Named (prepared) statements: the registration's statement runs as one on PostgreSQL, planned
// once per connection instead of at every request; the embedded database runs it unnamed.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const naoPostgres = process.env.TEST_DB !== 'postgres';

/** The statements the connection of a one-connection pool holds prepared. */
async function preparadas(um: Database): Promise<string[]> {
  const { rows } = await um.pool.query<{ statement: string }>(
    'select statement from pg_prepared_statements order by prepare_time',
  );
  return rows.map((row) => row.statement);
}

describe('executeStatement', () => {
  it('answers the rows of an unnamed statement', async () => {
    const rows = await executeStatement<{ n: number }>(
      database.db,
      sql`select ${41}::int + 1 as n`,
      false,
    );
    expect(rows).toEqual([{ n: 42 }]);
  });

  it.skipIf(naoPostgres)(
    'prepares a named statement once per text, inside a transaction too, and reuses it',
    async () => {
      const um = connect(database.url!, 1);
      try {
        const consulta = (n: number) => sql`select ${n}::int * 2 as dobro`;
        await um.db.transaction(async (tx) => {
          expect(await executeStatement(tx, consulta(2), true)).toEqual([{ dobro: 4 }]);
          expect(await executeStatement(tx, consulta(5), true)).toEqual([{ dobro: 10 }]);
        });
        expect(await executeStatement(um.db, sql`select ${3}::int + 1 as mais`, true)).toEqual([
          { mais: 4 },
        ]);
        expect(await preparadas(um)).toEqual([
          'select $1::int * 2 as dobro',
          'select $1::int + 1 as mais',
        ]);
      } finally {
        await um.pool.end();
      }
    },
  );
});

describe.skipIf(naoPostgres)('the registration on PostgreSQL', () => {
  const contrato = contratosDeExemplo('PREP', 700000);

  /**
   * Registers three orders through an app on a one-connection pool (one vehicle, three
   * vehicles, then one again, every value different) and answers the registration's
   * statements the connection holds prepared.
   */
  async function registrarTres(preparedStatements: boolean): Promise<string[]> {
    const um = connect(database.url!, 1);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PROCESSO: 'api' }),
      db: um.db,
      authSecret: TEST_AUTH_SECRET,
      logger: false,
      preparedStatements,
    });
    try {
      const headers = bearer(await login(app, 'operador'));
      const tresVeiculos = contrato((c) => {
        const [primeiro] = c.veiculos;
        c.veiculos.push(
          { ...primeiro!, chassi: primeiro!.chassi.replace(/^9BW/, '9BD') },
          { ...primeiro!, chassi: primeiro!.chassi.replace(/^9BW/, '9BG'), ufLicenciamento: 'SP' },
        );
      });
      for (const payload of [contrato(), tresVeiculos, contrato()]) {
        const resposta = await app.inject({
          method: 'POST',
          url: '/api/contratos/registrar',
          headers,
          payload,
        });
        expect(resposta.statusCode, resposta.body).toBe(201);
      }
      return (await preparadas(um)).filter((texto) => /with conferido as/.test(texto));
    } finally {
      await app.close();
      await um.pool.end();
    }
  }

  it('runs as one named statement, the same text for any number of vehicles', async () => {
    expect(await registrarTres(true)).toHaveLength(1);
  });

  it('runs unnamed when the app is not told it may prepare statements', async () => {
    expect(await registrarTres(false)).toEqual([]);
  });
});
